//! README.md cannot drift: its `$ fenkit …` examples show what fenkit prints.

/// The `$ fenkit …` examples of README.md, each with the output shown under it.
fn readme_examples() -> Vec<(String, String)> {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md exists");
    let mut examples: Vec<(String, String)> = Vec::new();
    let mut in_sh = false;
    // Whether the last line of this block belongs to an example (its command or output).
    let mut in_example = false;
    for line in readme.lines() {
        match line {
            "```sh" => (in_sh, in_example) = (true, false),
            "```" => in_sh = false,
            _ if !in_sh => {}
            _ => match line.strip_prefix("$ ") {
                Some(command) => {
                    examples.push((command.to_owned(), String::new()));
                    in_example = true;
                }
                None if in_example => {
                    let (_, output) = examples.last_mut().expect("an example");
                    output.push_str(line);
                    output.push('\n');
                }
                None => {}
            },
        }
    }
    examples
}

/// Each example runs clean: exit 0 (a pipe's too: `pipefail`), nothing on stderr but what the
/// example itself shows (`2>&1`), and exactly the output shown.
#[test]
fn readme_command_line_examples_run_clean_and_show_real_output() {
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_fenkit"));
    let path = std::env::join_paths(
        std::iter::once(bin.parent().expect("a directory").to_path_buf()).chain(
            std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
        ),
    )
    .expect("a PATH");
    let examples = readme_examples();
    assert!(examples.len() >= 10, "{examples:?}");
    for (command, expected) in examples {
        assert!(command.contains("fenkit "), "{command}");
        let output = std::process::Command::new("bash")
            .args(["-o", "pipefail", "-c", &command])
            .env("PATH", &path)
            .current_dir(crate::common::ROOT)
            .output()
            .expect("bash runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{command}: {stderr}");
        assert_eq!(stderr, "", "{command}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "{command}"
        );
    }
}
