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

#[test]
fn readme_command_line_examples_show_real_output() {
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
        let output = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("{command} 2>&1"))
            .env("PATH", &path)
            .current_dir(crate::common::ROOT)
            .output()
            .expect("sh runs");
        assert!(output.status.success(), "{command}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "{command}"
        );
    }
}
