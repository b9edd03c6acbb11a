//! HTTPS for the hall: rustls' configuration with the hall's certificate
//! (`authority.rs`) on ring; the handshakes are `connections.rs`'s, each on
//! its own task (a slow or silent client never holds the others up, and
//! gives up after ten seconds).

use std::sync::Arc;

use rustls::ServerConfig;

use super::authority::ServerCert;

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
