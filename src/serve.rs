//! `friedrich-clock serve`: the web build's files over HTTP on the local
//! network, so the tablets at the tables load the clock from the jury's laptop.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::Path;

/// Serves `dir` on `port` of every interface until the process is stopped.
/// A folder without a web build, or a port that cannot be had, is an error.
pub fn run(dir: &Path, port: u16) -> Result<(), String> {
    if !dir.join("index.html").is_file() {
        return Err(format!(
            "{}: no web build here (index.html is missing); run `make web` first",
            dir.display()
        ));
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    runtime.block_on(async {
        let at = SocketAddr::from((Ipv4Addr::UNSPECIFIED, port));
        let listener = tokio::net::TcpListener::bind(at)
            .await
            .map_err(|e| format!("cannot listen on port {port}: {e}"))?;
        let port = listener.local_addr().map_or(port, |a| a.port());
        // The line scripts and tests read to find the port.
        eprintln!(
            "friedrich-clock: serving {} on http://0.0.0.0:{port}/ (open http://<this machine's address>:{port}/ on the tablet)",
            dir.display()
        );
        let files = tower_http::services::ServeDir::new(dir);
        let app = axum::Router::new().fallback_service(files);
        axum::serve(listener, app)
            .await
            .map_err(|e| format!("the server stopped: {e}"))
    })
}
