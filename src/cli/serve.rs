//! `friedrich-clock serve`: the web build's files over HTTP on the local
//! network, so the tablets at the tables load the clock from the jury's laptop.

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
    let files = tower_http::services::ServeDir::new(dir);
    let app = axum::Router::new().fallback_service(files);
    friedrich_clock::hall::server::listen(port, app, |port| {
        // The line scripts and tests read to find the port.
        eprintln!(
            "friedrich-clock: serving {} on http://0.0.0.0:{port}/ (open http://<this machine's address>:{port}/ on the tablet)",
            dir.display()
        );
    })
}
