//! axe-core in the page (part of `browser_a11y`): the pinned copy `make
//! test-browsers` puts in `target/axe/axe.min.js`, injected into the page
//! as it is and run on the whole document; what it finds of impact
//! critical or serious, each rule with its impact and the nodes it names.

use std::path::Path;

use serde_json::Value;

use super::page::until_true;
use super::webdriver::Browser;

/// axe-core's source, read once per test; a clear word when it is missing.
pub fn source() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/axe/axe.min.js");
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}: axe-core is not installed; `make test-browsers` (or `make axe`) downloads it",
            path.display()
        )
    })
}

/// The violations of impact critical or serious axe finds on the page as
/// it is now (injected first if the page does not have it yet): each as
/// `{id, impact, help, nodes}`.
pub fn serious(page: &Browser, axe: &str) -> Vec<Value> {
    if page.run("return typeof window.axe === 'object'") != true {
        page.run(&format!("{axe}\n;return true;"));
    }
    page.run(
        "window.axeAnswer = null; \
         axe.run(document, {resultTypes: ['violations']}).then(r => { \
           window.axeAnswer = JSON.stringify(r.violations \
             .filter(v => v.impact === 'critical' || v.impact === 'serious') \
             .map(v => ({id: v.id, impact: v.impact, help: v.help, \
                         nodes: v.nodes.map(n => n.target.join(' ') + ' — ' + (n.failureSummary || '').replace(/\\s+/g, ' '))}))); \
         }, e => { window.axeAnswer = JSON.stringify([{id: 'axe-failed', impact: 'critical', help: String(e), nodes: []}]); }); \
         return true;",
    );
    until_true(
        page,
        "axe's answer",
        "return typeof window.axeAnswer === 'string'",
    );
    let answer = page.run("return window.axeAnswer");
    serde_json::from_str(answer.as_str().unwrap_or("[]")).unwrap_or_default()
}

/// Asserts that axe finds nothing critical or serious on the page, `what`
/// it is; on failure each violation's id, impact, help and nodes.
pub fn clean(page: &Browser, axe: &str, what: &str, found: &mut Vec<String>) {
    for v in serious(page, axe) {
        let nodes: Vec<String> = v["nodes"]
            .as_array()
            .map(|n| {
                n.iter()
                    .take(6)
                    .map(|n| format!("\n      {}", n.as_str().unwrap_or_default()))
                    .collect()
            })
            .unwrap_or_default();
        let more = v["nodes"].as_array().map_or(0, Vec::len).saturating_sub(6);
        found.push(format!(
            "{what}: {} ({}) {}: {} nodes{}{}",
            v["id"].as_str().unwrap_or_default(),
            v["impact"].as_str().unwrap_or_default(),
            v["help"].as_str().unwrap_or_default(),
            v["nodes"].as_array().map_or(0, Vec::len),
            nodes.concat(),
            if more > 0 {
                format!("\n      … {more} more")
            } else {
                String::new()
            }
        ));
    }
}

/// Fails with every violation found, if any.
pub fn none(found: &[String]) {
    assert!(
        found.is_empty(),
        "{} critical or serious violations (axe), or pages scrolling sideways or tables without semantics:\n  {}",
        found.len(),
        found.join("\n  ")
    );
}
