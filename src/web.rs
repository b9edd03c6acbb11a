//! The web build's entry point: the same app on the page's canvas
//! (`<canvas id="clock">` in `web/index.html`), run by eframe's web runner.

use wasm_bindgen::JsCast;

use friedrich_clock::app::{ClockApp, Settings, TimeSource};

/// Starts the app on the page; a page without its canvas logs why.
pub fn start() {
    // The browser's console takes the log; a second init is harmless.
    let _ = eframe::WebLogger::init(log::LevelFilter::Info);
    let canvas = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("clock"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok());
    let Some(canvas) = canvas else {
        log::error!("the page has no <canvas id=\"clock\">");
        return;
    };
    let time = TimeSource::Monotonic(web_time::Instant::now());
    wasm_bindgen_futures::spawn_local(async move {
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(move |cc| {
                    friedrich_clock::app::prepare(&cc.egui_ctx);
                    Ok(Box::new(ClockApp::new(Settings::default(), time, None)))
                }),
            )
            .await;
        if let Err(e) = started {
            log::error!("the app could not start: {e:?}");
        }
    });
}
