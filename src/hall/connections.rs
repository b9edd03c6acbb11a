//! The hall's connections, on both listeners (plain HTTP and HTTPS), held
//! to what a tablet on the Wi-Fi needs and no more: a request's head within
//! 10 s of the connection (after the handshake on HTTPS) or of its first
//! byte, an idle keep-alive connection closed after 60 s, at most 256
//! connections from one address at a time. A device that opens sockets and
//! sends half a request, or nothing, cannot make the hall answer nobody.
//! Every request carries its [`Peer`] (who sent a wrong key, `wrong_keys`).
//! `docs/hall.md`, "What a table's key can do".

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::TlsAcceptor;

use crate::engine::Ms;

/// How long a request's head may take: from the connection (after its
/// handshake), or from the first byte of a later request on it.
pub const HEAD_MS: Ms = 10_000;
/// How long a connection may stay idle between requests.
pub const IDLE_MS: Ms = 60_000;
/// The most connections the hall keeps open from one address.
pub const PER_PEER: usize = 256;
/// How long a client has for its TLS handshake.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// How often a connection's watch looks at it.
const WATCH: Duration = Duration::from_secs(1);

/// The address a request came from (an extension of every request).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Peer(pub IpAddr);

/// The connections open from each address, shared by both listeners.
#[derive(Debug, Default, Clone)]
pub struct Peers(Arc<Mutex<HashMap<IpAddr, usize>>>);

impl Peers {
    fn lock(&self) -> MutexGuard<'_, HashMap<IpAddr, usize>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A place for one more connection from `ip`, or none: it has
    /// [`PER_PEER`] open already.
    fn enter(&self, ip: IpAddr) -> Option<Place> {
        let mut open = self.lock();
        let count = open.entry(ip).or_default();
        if *count >= PER_PEER {
            return None;
        }
        *count += 1;
        Some(Place {
            peers: self.clone(),
            ip,
        })
    }
}

/// One open connection's place among its address's: given back when the
/// connection ends, however it ends.
struct Place {
    peers: Peers,
    ip: IpAddr,
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut open = self.peers.lock();
        if let Some(count) = open.get_mut(&self.ip) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.remove(&self.ip);
            }
        }
    }
}

/// What a connection's watch knows of it, in ms since it opened.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Seen {
    /// Requests whose answer is not done yet.
    pub in_flight: usize,
    /// Whether a request has begun on it yet.
    pub asked: bool,
    /// The last byte read or written, or the last answer done.
    pub last_io: Ms,
    /// The first byte of a request whose head is not in yet.
    pub head_since: Option<Ms>,
}

impl Seen {
    /// Whether the connection is closed at `now`: no first request within
    /// [`HEAD_MS`], a later request's head not in within [`HEAD_MS`] of its
    /// first byte, or idle for [`IDLE_MS`].
    pub fn closed_at(&self, now: Ms) -> bool {
        if self.in_flight > 0 {
            return false;
        }
        let head_late = self
            .head_since
            .is_some_and(|since| now.saturating_sub(since) >= HEAD_MS);
        let never_asked = !self.asked && now >= HEAD_MS;
        let idle = now.saturating_sub(self.last_io) >= IDLE_MS;
        head_late || never_asked || idle
    }
}

/// A connection's [`Seen`] and its clock.
struct Watch {
    opened: Instant,
    seen: Mutex<Seen>,
}

impl Watch {
    fn new() -> Arc<Self> {
        Arc::new(Self {
            opened: Instant::now(),
            seen: Mutex::new(Seen::default()),
        })
    }

    fn now(&self) -> Ms {
        Ms::try_from(self.opened.elapsed().as_millis()).unwrap_or(Ms::MAX)
    }

    fn with(&self, change: impl FnOnce(&mut Seen, Ms)) {
        let now = self.now();
        let mut seen = self
            .seen
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        change(&mut seen, now);
    }

    fn closed(&self) -> bool {
        let now = self.now();
        self.seen
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .closed_at(now)
    }
}

/// A connection's stream, telling its watch of every byte.
struct Watched<S> {
    stream: S,
    watch: Arc<Watch>,
}

impl<S: AsyncRead + Unpin> AsyncRead for Watched<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.watch.with(|seen, now| {
                seen.last_io = now;
                if seen.in_flight == 0 && seen.head_since.is_none() {
                    seen.head_since = Some(now);
                }
            });
        }
        polled
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Watched<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.stream).poll_write(cx, buf);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.watch.with(|seen, now| seen.last_io = now);
        }
        polled
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// Serves `app` on one connection from `peer` until it ends or its watch
/// closes it.
async fn serve_one<S>(stream: S, peer: IpAddr, app: axum::Router, place: Place)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let watch = Watch::new();
    let io = TokioIo::new(Watched {
        stream,
        watch: Arc::clone(&watch),
    });
    let asked = Arc::clone(&watch);
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(Peer(peer));
        asked.with(|seen, _| {
            seen.in_flight += 1;
            seen.asked = true;
            seen.head_since = None;
        });
        let mut app = app.clone();
        let done = Arc::clone(&asked);
        async move {
            let answer = tower_service::Service::call(&mut app, request).await;
            done.with(|seen, now| {
                seen.in_flight = seen.in_flight.saturating_sub(1);
                seen.last_io = now;
            });
            answer
        }
    });
    let connection = hyper::server::conn::http1::Builder::new()
        .keep_alive(true)
        .serve_connection(io, service);
    let watching = async {
        loop {
            tokio::time::sleep(WATCH).await;
            if watch.closed() {
                break;
            }
        }
    };
    tokio::select! {
        _ = connection => {}
        () = watching => {}
    }
    drop(place);
}

/// The next connection on `tcp` with a place for it, waiting out a full
/// table of open files (the kernel's `EMFILE`).
async fn accept(tcp: &TcpListener, peers: &Peers) -> (TcpStream, SocketAddr, Place) {
    loop {
        match tcp.accept().await {
            Ok((stream, from)) => match peers.enter(from.ip()) {
                Some(place) => return (stream, from, place),
                // Too many from there: closed at once.
                None => drop(stream),
            },
            Err(e) => {
                log::debug!("accept: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}

/// Serves `app` over plain HTTP on `tcp`, for ever.
pub async fn serve_plain(tcp: TcpListener, app: axum::Router, peers: Peers) -> io::Result<()> {
    loop {
        let (stream, from, place) = accept(&tcp, &peers).await;
        let _ = stream.set_nodelay(true);
        tokio::spawn(serve_one(stream, from.ip(), app.clone(), place));
    }
}

/// Serves `app` over HTTPS on `tcp` with `config`, for ever: each
/// handshake on its own task, given up after ten seconds (a tablet that
/// does not trust the authority yet ends there: its browser says why).
pub async fn serve_tls(
    tcp: TcpListener,
    config: Arc<rustls::ServerConfig>,
    app: axum::Router,
    peers: Peers,
) -> io::Result<()> {
    let acceptor = TlsAcceptor::from(config);
    loop {
        let (stream, from, place) = accept(&tcp, &peers).await;
        let (acceptor, app) = (acceptor.clone(), app.clone());
        tokio::spawn(async move {
            match tokio::time::timeout(HANDSHAKE, acceptor.accept(stream)).await {
                Ok(Ok(tls)) => serve_one(tls, from.ip(), app, place).await,
                Ok(Err(e)) => log::debug!("HTTPS handshake with {from}: {e}"),
                Err(_) => log::debug!("HTTPS handshake with {from}: timed out"),
            }
        });
    }
}

/// Raises this process's soft limit of open files to its hard limit (many
/// tablets, each with a few connections): what it was and is now, if it
/// changed.
pub fn more_open_files() -> Option<(u64, u64)> {
    use rustix::process::{Resource, getrlimit, setrlimit};
    let limit = getrlimit(Resource::Nofile);
    let (soft, hard) = (limit.current?, limit.maximum);
    let wanted = hard.unwrap_or(soft.max(65_536));
    if wanted <= soft {
        return None;
    }
    let raised = rustix::process::Rlimit {
        current: Some(wanted),
        maximum: hard,
    };
    setrlimit(Resource::Nofile, raised).ok()?;
    Some((soft, wanted))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_silent_or_slow_connection_is_closed_and_a_busy_one_kept() {
        let fresh = Seen::default();
        assert!(!fresh.closed_at(9_999), "a new connection has 10 s");
        assert!(fresh.closed_at(10_000), "no request in 10 s: closed");
        let answered = Seen {
            asked: true,
            last_io: 2_000,
            ..Seen::default()
        };
        assert!(!answered.closed_at(61_999), "idle keep-alive kept 60 s");
        assert!(answered.closed_at(62_000), "then closed");
        let half_sent = Seen {
            head_since: Some(30_000),
            last_io: 39_000,
            ..answered
        };
        assert!(!half_sent.closed_at(39_999));
        assert!(half_sent.closed_at(40_000), "a head takes at most 10 s");
        let busy = Seen {
            in_flight: 1,
            asked: true,
            ..Seen::default()
        };
        assert!(!busy.closed_at(600_000), "an answer under way is never cut");
    }

    #[test]
    fn an_address_gets_its_share_of_connections_and_no_more() {
        let peers = Peers::default();
        let one: IpAddr = [192, 168, 1, 23].into();
        let other: IpAddr = [192, 168, 1, 24].into();
        let places: Vec<Place> = (0..PER_PEER).filter_map(|_| peers.enter(one)).collect();
        assert_eq!(places.len(), PER_PEER);
        assert!(peers.enter(one).is_none(), "the 257th is refused");
        assert!(peers.enter(other).is_some(), "another address is not");
        drop(places);
        assert!(peers.enter(one).is_some(), "closed ones are given back");
    }
}
