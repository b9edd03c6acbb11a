//! The page's frame pacing. eframe's web runner asks the browser for an
//! animation frame after every one, 60 times a second, and draws only when
//! egui wants a frame; those empty animation frames alone cost a table with
//! no clock running 5.6% of a core in headless Chromium, more than twice a
//! DOM page showing the same clocks (docs/performance.md). `web/index.html`
//! wraps `requestAnimationFrame`: while egui wants no frame for a while, the
//! next one is asked for shortly before it is due (at most a second later,
//! as a safety net), and at once on any input or on `app::wake`. This module
//! tells the page, after each pass, when egui wants its next frame.

use std::time::Duration;

use wasm_bindgen::JsValue;

/// The egui plugin that says, after each pass, when the next frame is due
/// (`window.friedrichClockNextFrameAt`, in the page's ms; `Infinity`: none).
pub struct Pacer;

impl egui::Plugin for Pacer {
    fn debug_name(&self) -> &'static str {
        "friedrich-clock pacer"
    }

    fn output_hook(&mut self, _ctx: &egui::Context, output: &mut egui::FullOutput) {
        let delay = output
            .viewport_output
            .get(&egui::ViewportId::ROOT)
            .map_or(Duration::ZERO, |v| v.repaint_delay);
        let Some(window) = web_sys::window() else {
            return;
        };
        let now = window.performance().map_or(0.0, |p| p.now());
        let at = if delay >= Duration::from_secs(3_600) {
            f64::INFINITY
        } else {
            now + delay.as_secs_f64() * 1_000.0
        };
        let key = JsValue::from_str("friedrichClockNextFrameAt");
        let _ = js_sys::Reflect::set(&window, &key, &JsValue::from_f64(at));
    }
}

/// Makes the canvas's WebGL context before eframe asks for one, without
/// what egui does not use: egui smooths its own edges (feathering), so the
/// browser's multisampling (on by default: four samples a pixel, resolved
/// every frame) is work for nothing, and so are a depth buffer and an alpha
/// channel on a canvas that is opaque. eframe's own `getContext` then gets
/// this context (a canvas keeps its first). WebGL 2 if the browser has it,
/// else WebGL 1, as eframe's own choice; nothing if neither (eframe then
/// says the page has no WebGL).
pub fn lean_webgl(canvas: &web_sys::HtmlCanvasElement) {
    let options = js_sys::Object::new();
    for (key, value) in [
        ("antialias", false),
        ("depth", false),
        ("stencil", false),
        ("alpha", false),
    ] {
        let _ = js_sys::Reflect::set(
            &options,
            &JsValue::from_str(key),
            &JsValue::from_bool(value),
        );
    }
    let _ = js_sys::Reflect::set(
        &options,
        &JsValue::from_str("powerPreference"),
        &JsValue::from_str("low-power"),
    );
    for kind in ["webgl2", "webgl"] {
        if let Ok(Some(_)) = canvas.get_context_with_context_options(kind, &options) {
            return;
        }
    }
}
