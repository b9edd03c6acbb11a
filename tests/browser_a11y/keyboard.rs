//! What a keyboard and a screen reader notice besides axe's rules (part of
//! `browser_a11y`): the hall's cards and the standings' numbers are links or
//! buttons that Enter opens, opening the result form puts the focus in it,
//! a field focused is not under the sticky header, and a table stacked on a
//! phone keeps its rows, cells and column headers.

use serde_json::json;

use super::page::until_true;
use super::webdriver::Browser;

/// Focuses `selector` (a link or a button: what TAB reaches) and presses
/// Enter on the keyboard; whether it could (else what it is, in `found`).
fn enter_on(page: &Browser, selector: &str, found: &mut Vec<String>) -> bool {
    let focused = page.run(&format!(
        "const e = document.querySelector({selector:?}); if (!e) return 'none'; \
         if (!e.matches('a[href], button')) return e.outerHTML.slice(0, 120); \
         e.focus(); return document.activeElement === e;"
    ));
    if focused != true {
        found.push(format!(
            "{selector}: no link or button that takes the focus: {focused}"
        ));
        return false;
    }
    page.type_text("", true);
    true
}

/// The card of `journal` on the hall view is reached by TAB and opened with
/// Enter: the table's page shows.
pub fn open_card(page: &Browser, journal: &str, found: &mut Vec<String>) {
    let before = page.run("return window.hall.charts").as_u64().unwrap();
    if !enter_on(
        page,
        &format!(".card[data-journal={journal:?}] a.open"),
        found,
    ) {
        return;
    }
    until_true(
        page,
        "the table's page",
        &format!(
            "return window.hall.charts > {before} && !!document.querySelector('#detail [data-of={journal:?}]')"
        ),
    );
    // The report's frame is named for a screen reader.
    let title = page.run("return document.querySelector('#detail iframe').title");
    if title.as_str().is_none_or(str::is_empty) {
        found.push(format!("the report's frame has no title: {title}"));
    }
}

/// On the public standings, a number that opens its games is a button
/// Enter presses; the games show under the line.
pub fn explain_by_enter(page: &Browser, found: &mut Vec<String>) {
    let asked = page
        .run("return Number(document.body.dataset.asked || 0)")
        .as_u64()
        .unwrap();
    if !enter_on(page, "table.standings [data-explain$='/total']", found) {
        return;
    }
    until_true(
        page,
        "the games behind the total",
        &format!(
            "return Number(document.body.dataset.drawn) > {asked} && !!document.querySelector('tr.explain')"
        ),
    );
}

/// The focus is inside the form `id` once it is opened (not left on the
/// page's body).
pub fn focus_in_form(page: &Browser, id: &str, found: &mut Vec<String>) {
    let at = page.run(&format!(
        "const f = document.getElementById({id:?}); const a = document.activeElement; \
         return f && f.closest('.result-form').contains(a) ? true : (a ? a.tagName + '#' + a.id : null)"
    ));
    if at != true {
        found.push(format!("the focus once the form {id} opened: on {at}"));
    }
}

/// A field reached by TAB (from the field before it, `from`) while the
/// page is scrolled so that it lies under the header shows below the
/// header once focused, not hidden under it (a sticky header needs the
/// page's `scroll-padding-top`).
pub fn focused_in_view(page: &Browser, from: &str, to: &str, found: &mut Vec<String>) {
    page.run(&format!(
        "document.querySelector({from:?}).focus({{preventScroll: true}}); \
         const h = document.querySelector('header').getBoundingClientRect(); \
         const r = document.querySelector({to:?}).getBoundingClientRect(); \
         window.scrollBy(0, r.top - h.height / 2); return true;"
    ));
    // WebDriver's code point for the Tab key.
    page.type_text("\u{E004}", false);
    // A browser may bring the focused field into view at its next rendering
    // (WebKit does): measured once two frames have been drawn since.
    page.run(
        "window.a11yFramed = false; \
         requestAnimationFrame(() => requestAnimationFrame(() => { window.a11yFramed = true; })); \
         return true;",
    );
    until_true(
        page,
        "two frames after the TAB",
        "return window.a11yFramed === true",
    );
    let seen = page.run(&format!(
        "const e = document.querySelector({to:?}); \
         if (document.activeElement !== e) return 'TAB went to ' + document.activeElement.outerHTML.slice(0, 80); \
         const h = document.querySelector('header').getBoundingClientRect(); \
         const r = e.getBoundingClientRect(); \
         const fixed = ['sticky', 'fixed'].includes(getComputedStyle(document.querySelector('header')).position); \
         return !fixed || r.top >= h.bottom - 1 ? true : [r.top, h.bottom];"
    ));
    if seen != true {
        found.push(format!("{to} focused: under the header {seen}"));
    }
}

/// Every table shown keeps its semantics for a screen reader, laid out as
/// a table or its roles said: rows, cells and column headers (a header
/// row may be hidden from the eye, never from the accessibility tree).
pub fn headers_kept(page: &Browser, what: &str, found: &mut Vec<String>) {
    let lost = page.run(
        "const shown = e => getComputedStyle(e).display !== 'none'; \
         const as = (e, display, roles) => getComputedStyle(e).display === display || roles.includes(e.getAttribute('role')); \
         const lost = []; \
         for (const t of document.querySelectorAll('table')) { \
           if (!shown(t) || !t.querySelector('th') || t.closest('[hidden]')) continue; \
           const name = t.className || t.id || 'table'; \
           if (!as(t, 'table', ['table', 'grid'])) lost.push(name + ': no table'); \
           for (const r of t.rows) { \
             if (!as(r, 'table-row', ['row'])) { lost.push(name + ': a row'); break; } \
           } \
           for (const c of t.querySelectorAll('th')) { \
             if (c.closest('table') !== t) continue; \
             if (!shown(c) && !shown(c.closest('tr'))) { lost.push(name + ': its header row hidden'); break; } \
             if (shown(c) && !as(c, 'table-cell', ['columnheader', 'rowheader'])) { lost.push(name + ': a header'); break; } \
           } \
           for (const c of t.querySelectorAll('td')) { \
             if (c.closest('table') !== t || !shown(c)) continue; \
             if (!as(c, 'table-cell', ['cell', 'gridcell'])) { lost.push(name + ': a cell'); break; } \
           } \
         } \
         return lost;",
    );
    if lost != json!([]) {
        found.push(format!("{what}: tables without their semantics: {lost}"));
    }
}
