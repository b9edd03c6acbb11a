//! `friedrich-clock serve`: the web build's files over HTTP on the local
//! network, so the tablets at the tables load the clock from the jury's laptop.

use std::path::Path;

use friedrich_clock::lang::Lang;
use friedrich_clock::words::command_line as say;

/// Serves `dir` on `port` of every interface until the process is stopped.
/// A folder without a web build, or a port that cannot be had, is an error.
pub fn run(dir: &Path, port: u16, lang: Lang) -> Result<(), String> {
    let shown = dir.display().to_string();
    if !dir.join("index.html").is_file() {
        return Err(say::no_web_build(lang, &shown));
    }
    let files = tower_http::services::ServeDir::new(dir);
    let app = axum::Router::new().fallback_service(files);
    friedrich_clock::hall::start::listen(port, |port| {
        // The line scripts and tests read to find the port.
        eprintln!("friedrich-clock: {}", say::serving(lang, &shown, port));
        app
    })
}
