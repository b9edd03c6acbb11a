//! The Players tab's import (docs/tournament.md, "Importing players"): a
//! CSV file chosen or its text pasted, each line judged by the hall
//! (`POST /tournament/import-preview`, drawn here: the number it would
//! get, or its refusal) before anything is registered, then *Register N
//! players* posts the lines taken as one request (`Request::Import`), one
//! line of the tournament's journal.

use axum::Json;
use axum::extract::State;
use axum::response::{Html, IntoResponse, Response};
use maud::{Markup, html};
use serde::Deserialize;

use crate::hall::role::Jury;
use crate::hall::shared::Shared;
use crate::lang::Lang;
use crate::tournament::book::Tournament;
use crate::tournament::import::{Entrant, ImportRow, Importing, Verdict};
use crate::tournament::request::Request;
use crate::words::command_line::{csv_problem, csv_what};
use crate::words::count::{Noun, count};
use crate::words::office;
use crate::words::pages::{P, fill};
use crate::words::tournament::W;

/// Where the page posts the CSV text for its preview.
pub const PREVIEW: &str = "/tournament/import-preview";

/// The import's form: a file, or its text; the preview below it.
pub fn form(lang: Lang) -> Markup {
    html! {
        div #import {
            h3 { (P::ImportTitle.get(lang)) }
            form #import-form data-preview=(PREVIEW) data-preview-into="import-preview" {
                p.dim #import-hint { (P::ImportHint.get(lang)) }
                div.row {
                    label { (P::ImportFile.get(lang)) " "
                        input #import-file type="file" accept=".csv,text/csv,text/plain" data-into="import-csv"; }
                }
                label for="import-csv" { (P::ImportText.get(lang)) }
                textarea #import-csv name="csv" rows="5" aria-describedby="import-hint" {}
            }
            div #import-preview aria-live="polite" {}
        }
    }
}

/// The preview's body: the CSV text as typed.
#[derive(Debug, Deserialize)]
pub struct Typed {
    /// The file's text.
    #[serde(default)]
    csv: String,
}

/// `POST /tournament/import-preview`: each line of the CSV text as the
/// import would take it, with the button that registers the lines taken;
/// HTML for the form's preview box.
pub async fn preview(
    _jury: Jury,
    State(hall): State<Shared>,
    lang: Lang,
    Json(typed): Json<Typed>,
) -> Response {
    let t = hall.office.tournament();
    let closed = t.registration_open(&hall.begun()).err();
    let said = match closed {
        Some(why) => {
            html! { p.no #import-refused { (office::sentence(&office::refusal(lang, &why))) } }
        }
        None => lines(&t, &typed.csv, lang),
    };
    Html(said.into_string()).into_response()
}

/// The lines judged, and *Register N players* for those taken.
fn lines(t: &Tournament, csv: &str, lang: Lang) -> Markup {
    if csv.trim().is_empty() {
        return html! {};
    }
    let rows: Vec<ImportRow> = match t.import_preview(csv) {
        Ok(rows) => rows,
        Err((line, problem)) => {
            return html! { p.no #import-refused { (csv_problem(lang, line, &problem)) } };
        }
    };
    let taken: Vec<Entrant> = rows
        .iter()
        .filter_map(|r| match &r.verdict {
            Verdict::Taken(p) => Some(Entrant::from(p)),
            _ => None,
        })
        .collect();
    let counted = fill(
        lang,
        P::ImportCount,
        &[
            ("taken", &taken.len().to_string()),
            ("lines", &rows.len().to_string()),
        ],
    );
    let register = Request::Import(Importing {
        players: taken.clone(),
    });
    let players = count(lang, taken.len(), Noun::Player);
    html! {
        table #import-lines {
            tr {
                th { (P::ImportLine.get(lang)) } th { (P::Name.get(lang)) } th { (W::Town.get(lang)) }
                th { (P::Note.get(lang)) } th { (P::FillIn.get(lang)) } th { (W::No.get(lang)) }
            }
            @for row in &rows { (line(row, lang)) }
        }
        div.row {
            span #import-count { (counted) }
            @if !taken.is_empty() {
                button.go #import-register data-do="import" data-post=(register.path()) data-body=(register.body()) {
                    (fill(lang, P::ImportRegister, &[("players", &players)]))
                }
            }
        }
    }
}

/// One line: what it gives, and its number or why not.
fn line(row: &ImportRow, lang: Lang) -> Markup {
    let why = match &row.verdict {
        Verdict::Taken(_) => None,
        Verdict::Bad(problem) => Some(csv_what(lang, problem)),
        Verdict::SameAs(earlier) => Some(fill(
            lang,
            P::ImportSameAs,
            &[("line", &earlier.to_string())],
        )),
        Verdict::Refused(refusal) => Some(office::refusal(lang, refusal)),
    };
    html! {
        tr.refused[why.is_some()] data-line=(row.line) {
            td.n { (row.line) }
            @match &row.verdict {
                Verdict::Taken(p) => {
                    td { (p.name) } td { (p.town) } td { (p.note) } td { @if p.fill_in { "✓" } }
                    td { (fill(lang, P::ImportTaken, &[("no", &p.no.to_string())])) }
                }
                _ => {
                    td.no colspan="5" { (why.unwrap_or_default()) }
                }
            }
        }
    }
}
