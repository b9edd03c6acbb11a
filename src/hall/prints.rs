//! The tournament's printouts and CSV exports in the hall, for the jury:
//! `GET /print/{draw|tables|players|standings|final|crosstable|slips}?lang=en|de|es`
//! and `GET /print/results?round=N` (a round's results and corrections;
//! the last round with a confirmed result when none is named)
//! (print-friendly HTML for A4, `sheets::print`; the player cards with a
//! QR code of each player's page at the hall's public address) and
//! `GET /export/{players|draw|results|standings|crosstable}.csv`
//! (`sheets::csv`). Both read the tournament the hall keeps (its
//! journal, `DIR/tournament.jsonl`, through the office) as it is now, with
//! every confirmed result (the public standings' hold-back is for the
//! players' page, not the jury's paper). The jury's only ([`Jury`]: the
//! hall page's cookie, or the key's header).

use crate::lang::Lang;
use axum::extract::{Path as UrlPath, Query, State};
use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use std::collections::HashMap;

use super::role::Jury;
use super::shared::{Hall, Shared, failed, no_such_page};
use crate::sheets::csv::{Export, export};
use crate::sheets::print::{Joining, Printout, print};
use crate::sheets::round_results::{self, round_asked};
use crate::tournament::book::Tournament;
use crate::wire::TableNo;

/// The printouts' and exports' routes, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new()
        .route("/print/{which}", get(printout))
        .route("/export/{file}", get(csv))
}

async fn printout(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(which): UrlPath<String>,
    Query(params): Query<HashMap<String, String>>,
    lang: Lang,
) -> Response {
    let Some(which) = Printout::from_key(&which) else {
        return no_such_page(lang, format!("/print/{which}"));
    };
    let t = hall.office.tournament();
    if which == Printout::Results {
        let asked = params.get("round").map(String::as_str);
        let Some(round) = round_asked(asked, &t) else {
            let path = format!("/print/results?round={}", asked.unwrap_or_default());
            return no_such_page(lang, path);
        };
        return Html(round_results::printout(&t, round, lang)).into_response();
    }
    let joining = match joining(&hall, &t) {
        Ok(joining) => joining,
        Err(e) => return failed(lang, e),
    };
    Html(print(&t, which, lang, &joining)).into_response()
}

/// The hall's address and the keys of the draw's tables (made the first
/// time they are asked for), for the table cards' QR codes and the jury's
/// page.
pub fn joining(hall: &Hall, t: &Tournament) -> Result<Joining, String> {
    let mut tables: Vec<TableNo> = t
        .draw
        .iter()
        .flat_map(|d| &d.games)
        .map(|g| g.table)
        .collect();
    tables.sort_unstable();
    tables.dedup();
    Ok(Joining {
        address: hall.address.clone(),
        secure: hall.secure.clone(),
        table_keys: hall.tables.keys(&tables)?.into_iter().collect(),
    })
}

async fn csv(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(file): UrlPath<String>,
    lang: Lang,
) -> Response {
    let Some(which) = Export::from_file(&file) else {
        return no_such_page(lang, format!("/export/{file}"));
    };
    let t = hall.office.tournament();
    let disposition = format!("attachment; filename=\"{}\"", which.file());
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        export(&t, which),
    )
        .into_response()
}
