//! The server beside hostile clients, over loopback: connections left idle, requests dribbled
//! byte by byte, headers and bodies too large, all while ordinary requests are sent. Ordinary
//! requests must all be answered within a bound, the hostile connections closed within theirs,
//! and memory must stay bounded. Bounded itself: about 400 connections, under 15 seconds.

use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// The limits the server runs with here: the default ones scaled down, so the test is short.
const LIMITS: fenkit_web::Limits = fenkit_web::Limits {
    connections: 128,
    header_time: Duration::from_secs(1),
    header_bytes: 64 * 1024,
};

/// The longest an ordinary request may wait for its answer among the hostile clients: the
/// time the slowest of them may hold a connection slot, and room for a loaded machine.
const ANSWER_BOUND: Duration = Duration::from_secs(4);

const IDLE: usize = 200;
const DRIBBLERS: usize = 60;
const BIG_HEADERS: usize = 20;
const BIG_BODIES: usize = 20;
const ORDINARY: usize = 200;

/// Sends one request and reads the whole answer (the server closes: `Connection: close`);
/// its status code.
async fn request(addr: std::net::SocketAddr, head: &str, body: &[u8]) -> Option<u16> {
    let mut stream = TcpStream::connect(addr).await.ok()?;
    stream.write_all(head.as_bytes()).await.ok()?;
    stream.write_all(body).await.ok()?;
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    let text = String::from_utf8_lossy(&answer);
    text.get(9..12)?.parse().ok()
}

/// Waits until the server closes the connection; false when it is still open after `within`.
async fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 1024];
    let deadline = Instant::now() + within;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Ok(Ok(0) | Err(_)) => return true,
            Ok(Ok(_)) => {}
            Err(_) => return false,
        }
    }
}

/// The process's peak resident memory, in KiB (Linux).
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ordinary_requests_are_answered_beside_hostile_clients() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(fenkit_web::serve_with(
        listener,
        fenkit_web::router(),
        LIMITS,
    ));
    let started = Instant::now();

    // Connections that never send a byte.
    let mut idle = Vec::new();
    for _ in 0..IDLE {
        if let Ok(stream) = TcpStream::connect(addr).await {
            idle.push(stream);
        }
    }
    // Requests dribbled a byte every 100 ms, headers never finished.
    let dribblers: Vec<_> = (0..DRIBBLERS)
        .map(|_| {
            tokio::spawn(async move {
                let Ok(mut stream) = TcpStream::connect(addr).await else {
                    return true;
                };
                let head = b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
                for byte in head {
                    if stream.write_all(&[*byte]).await.is_err() {
                        return true; // closed by the server
                    }
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                false
            })
        })
        .collect();
    // Headers of 2 MB, and bodies of 1 MB (more than the 256 KiB the page reads).
    let big_header = format!(
        "GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: {}\r\nConnection: close\r\n\r\n",
        "a".repeat(2 << 20)
    );
    let oversized: Vec<_> = (0..BIG_HEADERS + BIG_BODIES)
        .map(|n| {
            let big_header = big_header.clone();
            tokio::spawn(async move {
                if n < BIG_HEADERS {
                    request(addr, &big_header, b"").await
                } else {
                    let body = vec![b'e'; 1 << 20];
                    let head = format!(
                        "POST /api/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                        body.len()
                    );
                    request(addr, &head, &body).await
                }
            })
        })
        .collect();

    // Ordinary requests meanwhile, from four clients.
    let ordinary: Vec<_> = (0..4)
        .map(|client| {
            tokio::spawn(async move {
                let mut times = Vec::new();
                for n in 0..ORDINARY / 4 {
                    let path = if (client + n) % 2 == 0 {
                        "/api/analyze?q=8/8/8/8/8/8/8/K6k%20w%20-%20-%200%201"
                    } else {
                        "/assets/style.css"
                    };
                    let head = format!(
                        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
                    );
                    let sent = Instant::now();
                    let status = request(addr, &head, b"").await;
                    times.push((status, sent.elapsed()));
                }
                times
            })
        })
        .collect();

    let mut times = Vec::new();
    for client in ordinary {
        times.extend(client.await.unwrap());
    }
    let answered = times
        .iter()
        .filter(|(status, _)| *status == Some(200))
        .count();
    let mut latencies: Vec<Duration> = times.iter().map(|(_, time)| *time).collect();
    latencies.sort();
    let p99 = latencies[latencies.len() * 99 / 100 - 1];
    let slowest = latencies[latencies.len() - 1];

    let mut statuses = Vec::new();
    for task in oversized {
        statuses.push(task.await.unwrap());
    }
    // Every idle connection is closed within the header time (and the time to get a slot).
    let mut idle_closed = 0;
    for stream in &mut idle {
        if closed_within(stream, LIMITS.header_time * 4).await {
            idle_closed += 1;
        }
    }
    let mut dribblers_closed = 0;
    for task in dribblers {
        if task.await.unwrap() {
            dribblers_closed += 1;
        }
    }
    let peak = peak_memory_kib();
    println!(
        "hostile clients: {IDLE} idle, {DRIBBLERS} dribbling, {BIG_HEADERS} headers of 2 MB, {BIG_BODIES} bodies of 1 MB; \
         ordinary: {answered}/{ORDINARY} answered 200, p99 {p99:?}, slowest {slowest:?}; \
         closed: {idle_closed}/{} idle, {dribblers_closed}/{DRIBBLERS} dribbling; \
         oversized answered {:?}; peak memory {} MiB; {:?} in all",
        idle.len(),
        statuses
            .iter()
            .filter_map(|s| *s)
            .collect::<std::collections::BTreeSet<_>>(),
        peak.map_or(0, |kib| kib / 1024),
        started.elapsed(),
    );

    assert_eq!(answered, ORDINARY, "every ordinary request is answered");
    assert!(p99 <= ANSWER_BOUND, "p99 {p99:?}");
    assert_eq!(idle_closed, idle.len(), "idle connections are closed");
    assert_eq!(dribblers_closed, DRIBBLERS, "dribbled requests are dropped");
    for status in statuses.iter().take(BIG_HEADERS) {
        assert!(matches!(status, Some(431) | None), "{status:?}");
    }
    for status in statuses.iter().skip(BIG_HEADERS) {
        assert!(matches!(status, Some(413) | None), "{status:?}");
    }
    if let Some(kib) = peak {
        assert!(kib < 400 * 1024, "peak memory {kib} KiB");
    }
}
