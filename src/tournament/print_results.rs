//! The printouts of the results: the standings with every tie-breaker
//! column (ties that need a lot marked, and the groups listed) and the
//! final's sheet (the finalists in rank order, their role choices, the
//! result, the places with the final's tie-breakers, the winner). Blank
//! lines stand where the final has nothing yet, for the jury's pen.

use std::fmt::Write as _;

use super::book::Tournament;
use super::final_round::{Final, final_result};
use super::print_page::{esc, name, page, progress, title, who};
use super::standings::tally::score;
use super::standings::{Standing, lots_needed};
use super::{GameRef, PlayerNo};
use crate::lang::Lang;
use crate::scoring::tcc;
use crate::words::text;
use crate::words::tournament::{self as words, W};

/// The coefficient's short name: sTCC for the scaled rules, else TCC.
fn tcc_name(t: &Tournament) -> &'static str {
    if tcc::scaled(t.scheme) { "sTCC" } else { "TCC" }
}

/// The standings: rank, number, name, town, total, the three tie-breakers,
/// games confirmed of drawn, what decided the place, and a lot's place or
/// the mark of a tie that needs one; the legend and the groups needing a
/// lot below.
pub fn standings(t: &Tournament, lang: Lang) -> String {
    let heading = W::Standings.get(lang);
    let lines = super::standings::standings(t);
    let (done, all) = progress(t);
    let sub = format!(
        "{}: {} · {}",
        W::Scoring.get(lang),
        text::preset(lang, t.scheme),
        words::confirmed(lang, done, all)
    );
    let tcc = tcc_name(t);
    let mut o = title(t, heading, &sub);
    let _ = write!(
        o,
        "<table class=\"standings\"><thead><tr><th class=\"n\">{}</th><th class=\"n\">{}</th>\
         <th>{}</th><th>{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th>\
         <th class=\"n\">{} {tcc}</th><th class=\"n\">{}</th><th class=\"n\">{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
        W::Rank.get(lang),
        W::No.get(lang),
        W::Player.get(lang),
        W::Town.get(lang),
        W::Total.get(lang),
        W::Tb1.get(lang),
        W::Tb2.get(lang),
        W::Tb3.get(lang),
        W::Games.get(lang),
        W::DecidedBy.get(lang),
        W::Lot.get(lang),
    );
    for l in &lines {
        row(&mut o, t, l, lang);
    }
    o.push_str("</tbody></table>\n");
    let _ = writeln!(
        o,
        "<p class=\"small\">{}: {}<br>{} {tcc}: {}<br>{}: {}<br>* {}</p>",
        W::Tb1.get(lang),
        W::Tb1Is.get(lang),
        W::Tb2.get(lang),
        W::Tb2Is.get(lang),
        W::Tb3.get(lang),
        W::Tb3Is.get(lang),
        W::NeedsLot.get(lang)
    );
    for group in lots_needed(&lines) {
        let _ = writeln!(
            o,
            "<p><b>* {}:</b> {}</p>",
            W::LotsNeeded.get(lang),
            names(t, &group, lang)
        );
    }
    page(t, lang, heading, &o)
}

fn row(o: &mut String, t: &Tournament, l: &Standing, lang: Lang) {
    let town = t.player(l.player).map_or("", |p| p.town.trim());
    let tcc = l
        .tcc
        .as_ref()
        .map_or_else(|| "–".to_owned(), |c| format!("{:.3}", c.value));
    let decided = l
        .decided_by
        .map(|by| words::tie_breaker(lang, by))
        .unwrap_or_default();
    let mark = match (l.withdrawn, l.tied, l.lot) {
        (Some(round), _, _) => words::withdrawn_from(lang, round),
        (None, true, _) => format!("* {}", W::NeedsLot.get(lang)),
        (None, false, Some(p)) => words::lot_place(lang, p.place),
        (None, false, None) => String::new(),
    };
    let _ = write!(
        o,
        "<tr{}><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td><td>{}</td>\
         <td class=\"n\"><b>{}</b></td><td class=\"n\">{}</td><td class=\"n\">{tcc}</td>\
         <td class=\"n\">{}</td><td class=\"n\">{}/{}</td><td>{decided}</td><td class=\"nowrap\">{mark}</td></tr>",
        if l.tied { " class=\"tied\"" } else { "" },
        l.withdrawn
            .map_or_else(|| l.rank.to_string(), |_| "–".to_owned()),
        l.player,
        name(t, l.player, lang),
        esc(town),
        l.total,
        l.second_best,
        l.opponents,
        l.confirmed,
        l.scheduled,
    );
}

/// "3 Anna, 7 Bruno": players by number and name.
fn names(t: &Tournament, players: &[PlayerNo], lang: Lang) -> String {
    players
        .iter()
        .map(|p| format!("{p} {}", name(t, *p, lang)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The final's sheet: the finalists in rank order (the order they choose
/// their roles) with the roles chosen, the result, the places with the
/// tie-breaker that decided each and the winner (with each role's
/// qualifying wins, which the rules keep back until then), and the
/// tie-breakers.
pub fn final_sheet(t: &Tournament, lang: Lang) -> String {
    let heading = W::TheFinal.get(lang);
    let mut o = title(t, heading, "");
    let Some(finalists) = t.finalists() else {
        not_seeded(&mut o, t, lang);
        return page(t, lang, heading, &o);
    };
    finalists_table(&mut o, t, &finalists, lang);
    result(&mut o, t, lang);
    let fin = final_result(t);
    if let Some(f) = &fin {
        places(&mut o, t, f, lang);
    }
    let _ = write!(
        o,
        "<h2>{}</h2><ol><li>{}</li><li>{}</li><li>{}</li></ol>",
        W::FinalTieBreakers.get(lang),
        W::FinalTb1.get(lang),
        W::FinalTb2.get(lang),
        W::FinalTb3.get(lang)
    );
    page(t, lang, heading, &o)
}

/// Why there are no finalists yet: games to confirm, lots to draw.
fn not_seeded(o: &mut String, t: &Tournament, lang: Lang) {
    let _ = write!(o, "<p><b>{}.</b></p>", W::FinalistsNotYet.get(lang));
    let missing = t.missing().len();
    if missing > 0 || t.draw.is_none() {
        let _ = write!(o, "<p>{missing} {}</p>", W::GamesToConfirm.get(lang));
    }
    let lines = super::standings::standings(t);
    for group in lots_needed(&lines) {
        let _ = write!(
            o,
            "<p>* {}: {}</p>",
            W::LotsNeeded.get(lang),
            names(t, &group, lang)
        );
    }
}

fn finalists_table(o: &mut String, t: &Tournament, finalists: &[PlayerNo], lang: Lang) {
    let totals = super::standings::standings(t);
    let _ = write!(
        o,
        "<h2>{}</h2><table><thead><tr><th class=\"n\">{}</th><th>{}</th><th class=\"n\">{}</th><th>{}</th></tr></thead><tbody>",
        W::Finalists.get(lang),
        W::Rank.get(lang),
        W::Player.get(lang),
        W::QualifyingTotal.get(lang),
        W::RoleChosen.get(lang)
    );
    for (i, p) in finalists.iter().enumerate() {
        let total = totals
            .iter()
            .find(|l| l.player == *p)
            .map(|l| l.total.to_string())
            .unwrap_or_default();
        let role = t
            .seats
            .iter()
            .find(|(q, _)| q == p)
            .map_or_else(blank, |(_, r)| format!("<b>{}</b>", text::role(lang, *r)));
        let _ = write!(
            o,
            "<tr><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{total}</td><td>{role}</td></tr>",
            i + 1,
            who(t, *p, lang)
        );
    }
    o.push_str("</tbody></table>\n");
}

/// A line to write on.
fn blank() -> String {
    "<span class=\"blank\">&nbsp;</span>".to_owned()
}

/// The final's result once confirmed (how it was won, in which turn, the
/// winning nations), else blank lines for it.
fn result(o: &mut String, t: &Tournament, lang: Lang) {
    let _ = write!(o, "<h2>{}</h2>", W::Result.get(lang));
    let confirmed = t
        .results
        .get(&GameRef::FINAL)
        .and_then(|r| r.confirmed.as_ref())
        .and_then(|r| score(r, t.scheme));
    let Some((result, _)) = confirmed else {
        let _ = writeln!(
            o,
            "<p>{}</p><table><tbody><tr><th>{}</th><td>{b}</td></tr><tr><th>{}</th><td>{b}</td></tr>\
             <tr><th>{}</th><td>{b}</td></tr><tr><th>{}</th><td>{b}</td></tr></tbody></table>",
            W::ResultNotYet.get(lang),
            W::Result.get(lang),
            W::Turns.get(lang),
            W::WinningNations.get(lang),
            W::Winner.get(lang),
            b = blank()
        );
        return;
    };
    let nations = if result.winners.is_empty() {
        W::Nothing.get(lang).to_owned()
    } else {
        result
            .winners
            .iter()
            .map(|n| text::nation(lang, *n))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        o,
        "<table><tbody><tr><th>{}</th><td><b>{}</b></td></tr><tr><th>{}</th><td>{}</td></tr>\
         <tr><th>{}</th><td>{nations}</td></tr></tbody></table>",
        W::Result.get(lang),
        words::outcome(lang, result.outcome),
        W::Turns.get(lang),
        result.turns,
        W::WinningNations.get(lang),
    );
}

/// The places, best first, with what decided each, and the winner.
fn places(o: &mut String, t: &Tournament, f: &Final, lang: Lang) {
    let _ = write!(
        o,
        "<p class=\"win big\" style=\"margin:4mm 0\">{}: {} {} · {}</p>\
         <table><thead><tr><th class=\"n\">{}</th><th>{}</th><th>{}</th><th>{}</th><th class=\"n\">{}</th><th>{}</th></tr></thead><tbody>",
        W::Winner.get(lang),
        W::No.get(lang),
        f.winner,
        name(t, f.winner, lang),
        W::Place.get(lang),
        W::Player.get(lang),
        W::Role.get(lang),
        W::NationsControlled.get(lang),
        W::RoleWins.get(lang),
        W::DecidedBy.get(lang)
    );
    for p in &f.places {
        let nations = if p.nations.is_empty() {
            String::new()
        } else {
            let named: Vec<&str> = p.nations.iter().map(|n| text::nation(lang, *n)).collect();
            format!(" ({})", named.join(", "))
        };
        let mut decided = p
            .decided_by
            .map(|by| words::final_tie_breaker(lang, by))
            .unwrap_or_default();
        if p.shared {
            decided = W::Shared.get(lang).to_owned();
        }
        let _ = write!(
            o,
            "<tr{}><td class=\"n\">{}</td><td class=\"nowrap\">{}</td><td>{}</td><td>{}{nations}</td><td class=\"n\">{}</td><td>{decided}</td></tr>",
            if p.player == f.winner {
                " class=\"win\""
            } else {
                ""
            },
            p.place,
            who(t, p.player, lang),
            text::role(lang, p.role),
            p.nations.len(),
            p.role_wins
        );
    }
    o.push_str("</tbody></table>\n");
}
