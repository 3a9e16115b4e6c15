//! `fenkit serve`: the teaching page starts on the address given, says where, and answers; a
//! bad or busy address is refused. (web/tests and web/test.sh test the page itself.)

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, ChildStdout, Command, Stdio};

use crate::common::{exit, fenkit, stderr};

/// `fenkit serve --addr <addr>` started, its output to be read line by line.
fn serve(addr: &str) -> (Child, BufReader<ChildStdout>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fenkit"))
        .args(["serve", "--addr", addr])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = BufReader::new(child.stdout.take().unwrap());
    (child, out)
}

#[test]
fn serve_prints_its_url_and_answers_there() {
    let (mut child, mut out) = serve("127.0.0.1:0");
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let url = line
        .trim()
        .strip_prefix("fenkit: the teaching page is at ")
        .unwrap_or_else(|| panic!("{line:?}"))
        .to_owned();
    let addr = url
        .strip_prefix("http://")
        .and_then(|rest| rest.strip_suffix('/'))
        .unwrap();
    assert!(
        addr.starts_with("127.0.0.1:"),
        "loopback by default: {addr}"
    );
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .write_all(
            b"GET /api/analyze?q=1.%20e4&ply=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        )
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        answer.contains(r#""fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1""#),
        "{answer}"
    );
    assert!(
        answer.contains("content-security-policy: default-src 'none'"),
        "{answer}"
    );
}

#[test]
fn serve_on_every_address_prints_the_machines_own() {
    let (mut child, mut out) = serve("0.0.0.0:0");
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    // The loopback URL first (a phone cannot open http://0.0.0.0:PORT/), and it answers.
    let url = first
        .trim()
        .strip_prefix("fenkit: the teaching page is at http://127.0.0.1:")
        .unwrap_or_else(|| panic!("{first:?}"));
    let port = url.strip_suffix('/').unwrap();
    let mut stream = TcpStream::connect(format!("127.0.0.1:{port}")).unwrap();
    stream
        .write_all(b"GET /assets/style.css HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    child.kill().unwrap();
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    child.wait().unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        !first.contains("0.0.0.0") && !rest.contains("0.0.0.0"),
        "{first}{rest}"
    );
}

#[test]
fn serve_refuses_an_address_it_cannot_bind() {
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let out = fenkit(&["serve", "--addr", &addr], "");
    assert_eq!(exit(&out), "1", "{out}");
    assert!(
        stderr(&out).starts_with(&format!("error: cannot listen on {addr}: ")),
        "{out}"
    );
    let out = fenkit(&["serve", "--addr", "localhost"], "");
    assert_eq!(exit(&out), "2", "{out}");
}
