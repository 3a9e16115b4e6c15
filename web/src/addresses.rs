//! The URLs by which others reach the server: when it listens on every address (`0.0.0.0`),
//! `http://0.0.0.0:8080/` opens nothing on a phone, so the machine's own addresses are named.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, UdpSocket};

/// The URLs of the page for a server bound to `addr`: the address itself, or for an
/// unspecified one (`0.0.0.0`, `[::]`) the loopback and the address of the machine on its
/// network, as far as the system tells it.
#[must_use]
pub fn urls(addr: SocketAddr) -> Vec<String> {
    if !addr.ip().is_unspecified() {
        return vec![format!("http://{addr}/")];
    }
    let (loopback, local) = match addr.ip() {
        IpAddr::V4(_) => (IpAddr::V4(Ipv4Addr::LOCALHOST), local_address(false)),
        IpAddr::V6(_) => (IpAddr::V6(Ipv6Addr::LOCALHOST), local_address(true)),
    };
    let mut urls = vec![format!(
        "http://{}/",
        SocketAddr::new(loopback, addr.port())
    )];
    if let Some(ip) = local.filter(|ip| !ip.is_loopback() && !ip.is_unspecified()) {
        urls.push(format!("http://{}/", SocketAddr::new(ip, addr.port())));
    }
    urls
}

/// The address the system would send from to reach another network: a UDP socket is
/// "connected" to a documentation address (RFC 5737, RFC 3849), which sends nothing.
fn local_address(v6: bool) -> Option<IpAddr> {
    let (bind, far): (SocketAddr, SocketAddr) = if v6 {
        (
            (Ipv6Addr::UNSPECIFIED, 0).into(),
            (Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1), 9).into(),
        )
    } else {
        (
            (Ipv4Addr::UNSPECIFIED, 0).into(),
            (Ipv4Addr::new(192, 0, 2, 1), 9).into(),
        )
    };
    let socket = UdpSocket::bind(bind).ok()?;
    socket.connect(far).ok()?;
    Some(socket.local_addr().ok()?.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_given_address_is_its_own_url() {
        let addr: SocketAddr = "127.0.0.1:8080".parse().unwrap();
        assert_eq!(urls(addr), ["http://127.0.0.1:8080/"]);
    }

    #[test]
    fn every_address_is_named_by_the_machines_own() {
        let urls = urls("0.0.0.0:9000".parse().unwrap());
        assert_eq!(urls[0], "http://127.0.0.1:9000/");
        assert!(urls.iter().all(|url| !url.contains("0.0.0.0")), "{urls:?}");
        assert!(urls.iter().all(|url| url.ends_with(":9000/")), "{urls:?}");
    }
}
