//! HTTPS for the hall: a listener that axum serves like a TCP one, each
//! connection's TLS handshake done on its own task (a slow or silent
//! client never holds the others up, and gives up after ten seconds), with
//! the hall's certificate (`authority.rs`) on rustls and ring.

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use rustls::ServerConfig;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::server::TlsStream;

use super::authority::ServerCert;

/// How long a client has for its handshake.
const HANDSHAKE: Duration = Duration::from_secs(10);

/// rustls' server side for the hall's certificate: TLS 1.2 and 1.3 (older
/// tablets speak 1.2 only), HTTP/1.1.
pub fn config(cert: ServerCert) -> Result<Arc<ServerConfig>, String> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .and_then(|b| {
            b.with_no_client_auth()
                .with_single_cert(cert.chain, cert.key)
        })
        .map_err(|e| format!("cannot serve HTTPS: {e}"))?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}

/// The connections accepted on a TCP listener, each once its handshake is
/// done. Made inside the tokio runtime (it spawns the accepting task).
pub struct TlsListener {
    ready: mpsc::Receiver<(TlsStream<TcpStream>, SocketAddr)>,
    local: SocketAddr,
}

impl TlsListener {
    /// Accepts on `tcp` with `config`.
    pub fn new(tcp: TcpListener, config: Arc<ServerConfig>) -> io::Result<Self> {
        let local = tcp.local_addr()?;
        let (done, ready) = mpsc::channel(64);
        let acceptor = TlsAcceptor::from(config);
        tokio::spawn(async move {
            loop {
                let (stream, from) = match tcp.accept().await {
                    Ok(accepted) => accepted,
                    Err(e) => {
                        // Out of file handles, say: wait, then go on.
                        log::debug!("HTTPS accept: {e}");
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    }
                };
                let (acceptor, done) = (acceptor.clone(), done.clone());
                tokio::spawn(async move {
                    match tokio::time::timeout(HANDSHAKE, acceptor.accept(stream)).await {
                        Ok(Ok(tls)) => {
                            let _ = done.send((tls, from)).await;
                        }
                        // A tablet that does not trust the authority yet
                        // ends here: the browser shows its own warning.
                        Ok(Err(e)) => log::debug!("HTTPS handshake with {from}: {e}"),
                        Err(_) => log::debug!("HTTPS handshake with {from}: timed out"),
                    }
                });
            }
        });
        Ok(Self { ready, local })
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.ready.recv().await {
            Some(accepted) => accepted,
            // The accepting task lives as long as the runtime: never.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        Ok(self.local)
    }
}
