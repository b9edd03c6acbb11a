//! The address the tablets reach the hall at: the one in every QR code and
//! printed at the hall's start. Given with `hall --address`, else found:
//! the address of the network interface this machine would send on to
//! reach another machine (the venue's network), asked of the operating
//! system by "connecting" a UDP socket (nothing is sent); with no network
//! at all, this machine's own loopback (tablets cannot reach it: the hall
//! says so at its start).

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

/// Where the address came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// `--address`.
    Given,
    /// The interface the operating system routes through.
    Network,
    /// No network: loopback only.
    Loopback,
}

/// The hall's address on `port`: `given` (a host, `host:port` or a whole
/// `http://…` address), else this machine's address on the network.
pub fn reachable(given: Option<&str>, port: u16) -> (String, Found) {
    if let Some(given) = given.map(str::trim).filter(|g| !g.is_empty()) {
        return (normal(given, port), Found::Given);
    }
    match route_address() {
        Some(ip) => (at(ip, port), Found::Network),
        None => (at(IpAddr::V4(Ipv4Addr::LOCALHOST), port), Found::Loopback),
    }
}

/// `http://ip:port`.
fn at(ip: IpAddr, port: u16) -> String {
    match ip {
        IpAddr::V4(v4) => format!("http://{v4}:{port}"),
        IpAddr::V6(v6) => format!("http://[{v6}]:{port}"),
    }
}

/// A given address as `http://host:port`, no trailing slash: a bare host
/// gets the hall's port, an address without a scheme gets `http://`.
fn normal(given: &str, port: u16) -> String {
    let given = given.trim_end_matches('/');
    let (scheme, rest) = given
        .split_once("://")
        .map_or(("http", given), |(s, r)| (s, r));
    let has_port = rest
        .rsplit_once(':')
        .is_some_and(|(_, p)| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()));
    if has_port {
        format!("{scheme}://{rest}")
    } else {
        format!("{scheme}://{rest}:{port}")
    }
}

/// Every name and address the hall's certificate must cover for the
/// tablets' address `at` (`scheme://host:port`): its host, this machine's
/// address on the network, its host name (also as `NAME.local`), and
/// `localhost` with the loopback addresses.
pub fn names(at: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut add = |name: String| {
        if !name.is_empty() && !names.contains(&name) {
            names.push(name);
        }
    };
    add(host(at).to_owned());
    if let Some(ip) = route_address() {
        add(ip.to_string());
    }
    if let Some(name) = host_name() {
        add(format!("{name}.local"));
        add(name);
    }
    for name in ["localhost", "127.0.0.1", "::1"] {
        add(name.to_owned());
    }
    names
}

/// The host of `scheme://host:port/…` (an IPv6 address without brackets).
pub fn host(at: &str) -> &str {
    let rest = at.split_once("://").map_or(at, |(_, r)| r);
    let rest = rest.split('/').next().unwrap_or(rest);
    if let Some(v6) = rest.strip_prefix('[') {
        return v6.split(']').next().unwrap_or(v6);
    }
    rest.rsplit_once(':').map_or(rest, |(h, _)| h)
}

/// The address `at` with `scheme` and `port` instead of its own.
pub fn with_port(at: &str, scheme: &str, port: u16) -> String {
    let host = host(at);
    if host.contains(':') {
        format!("{scheme}://[{host}]:{port}")
    } else {
        format!("{scheme}://{host}:{port}")
    }
}

/// This machine's host name, if it is one a certificate can carry.
fn host_name() -> Option<String> {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .or_else(|_| std::fs::read_to_string("/etc/hostname"))
        .ok()
        .or_else(|| std::env::var("COMPUTERNAME").ok())?;
    let name = name.trim().to_ascii_lowercase();
    let fits = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
    fits.then_some(name)
}

/// The local address the system would send from to a machine on another
/// network (a documentation address: nothing is sent, a UDP "connect" only
/// picks the route), unless it is loopback or unspecified.
fn route_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_given_address_gets_the_scheme_and_the_port_it_lacks() {
        let given = |g: &str| reachable(Some(g), 8080);
        assert_eq!(given("192.168.1.20").0, "http://192.168.1.20:8080");
        assert_eq!(given("hall.local:9000").0, "http://hall.local:9000");
        assert_eq!(given("http://10.0.0.2/").0, "http://10.0.0.2:8080");
        assert_eq!(given("https://hall:8443").0, "https://hall:8443");
        assert_eq!(given(" 10.0.0.2 ").1, Found::Given);
    }

    #[test]
    fn the_certificate_names_the_tablets_host_and_this_machine() {
        let names = names("https://192.168.1.20:8443");
        assert_eq!(names[0], "192.168.1.20");
        for name in ["localhost", "127.0.0.1", "::1"] {
            assert!(names.contains(&name.to_owned()), "{names:?}");
        }
        assert_eq!(host("http://[fe80::1]:8080"), "fe80::1");
        assert_eq!(host("hall.local:9000"), "hall.local");
        assert_eq!(
            with_port("http://10.0.0.2:8080", "https", 8443),
            "https://10.0.0.2:8443"
        );
        assert_eq!(
            with_port("http://[::1]:8080", "https", 1),
            "https://[::1]:1"
        );
    }

    #[test]
    fn without_one_the_address_is_this_machines_and_never_unspecified() {
        let (address, found) = reachable(None, 8080);
        assert!(address.starts_with("http://") && address.ends_with(":8080"));
        assert!(!address.contains("0.0.0.0"), "{address}");
        assert_eq!(found == Found::Loopback, address == "http://127.0.0.1:8080");
    }
}
