//! A score's formula worded from its numbers, one arm per rule. Numbers are
//! written as the sheet writes points (two decimals, a point).

use crate::scoring::points::percent;
use crate::scoring::{Formula, Losing, Objectives, When};

use crate::words::text::{self, Lang, pick};

/// Three wordings, the one in `lang`.
fn w(lang: Lang, en: String, de: String, es: String) -> String {
    pick(lang, [en, de, es])
}

/// "turns", "Züge", "turnos".
fn turns(lang: Lang) -> &'static str {
    pick(lang, ["turns", "Züge", "turnos"])
}

/// "62.50 %".
fn pct(held: u32, total: u32) -> String {
    format!("{} %", percent(held, total))
}

/// "when it left after turn 7", "at game end", "at the switch in turn 9".
fn when(lang: Lang, when: When) -> String {
    match when {
        When::Left(t) => w(
            lang,
            format!("when it left after turn {t}"),
            format!("beim Ausscheiden nach Zug {t}"),
            format!("al abandonar la partida tras el turno {t}"),
        ),
        When::End => pick(
            lang,
            ["at game end", "bei Spielende", "al final de la partida"],
        )
        .to_owned(),
        When::Switch(t) => w(
            lang,
            format!("at the switch in turn {t}"),
            format!("beim Wechsel in Zug {t}"),
            format!("en el cambio en el turno {t}"),
        ),
    }
}

/// "5 of 8 objectives at game end".
fn objectives(lang: Lang, o: &Objectives) -> String {
    let (held, total, at) = (o.held, o.total, when(lang, o.when));
    w(
        lang,
        format!("{held} of {total} objectives {at}"),
        format!("{held} von {total} Zielen {at}"),
        format!("{held} de {total} objetivos {at}"),
    )
}

/// "5 of 14 Bohemian objectives".
fn bohemian(lang: Lang, held: u32, total: u32) -> String {
    w(
        lang,
        format!("{held} of {total} Bohemian objectives"),
        format!("{held} von {total} böhmischen Zielen"),
        format!("{held} de {total} objetivos de Bohemia"),
    )
}

/// "(max 10)", "höchstens", "máx.".
fn max(lang: Lang) -> &'static str {
    pick(lang, ["max", "höchstens", "máx."])
}

/// "0.5 × 9 turns (turns 3–9".
fn oo_turns(lang: Lang, n: u32, launched: u32, ended: u32) -> String {
    let t = turns(lang);
    format!("0.5 × {n} {t} ({t} {launched}–{ended}")
}

/// "+ 1 (Prussian TC picked up)".
fn tc_picked(lang: Lang, tc: bool) -> String {
    let tc = u8::from(tc);
    w(
        lang,
        format!("{tc} (Prussian TC picked up)"),
        format!("{tc} (preußische TK aufgenommen)"),
        format!("{tc} (CT prusiana recogida)"),
    )
}

/// "+ 3 Bohemian objectives".
fn bohemian_held(lang: Lang, n: u32) -> String {
    w(
        lang,
        format!("{n} Bohemian objectives"),
        format!("{n} böhmische Ziele"),
        format!("{n} objetivos de Bohemia"),
    )
}

/// A losing CAFE nation: "5 of 8 objectives at game end = 62.50 % ≈ 63 %;
/// 63 ÷ 10 + 1.6 − 0.1 × 9 turns = 7.00".
fn losing(lang: Lang, l: &Losing) -> String {
    let how = if l.rounded_up {
        pick(
            lang,
            [
                ", rounded up to",
                ", aufgerundet auf",
                ", redondeado hacia arriba a",
            ],
        )
    } else {
        " ≈"
    };
    let (p, t, points) = (l.pct, l.turns, l.points);
    format!(
        "{} = {}{how} {p} %; {p} ÷ 10 + 1.6 − 0.1 × {t} {} = {points}",
        objectives(lang, &l.objectives),
        pct(l.objectives.held, l.objectives.total),
        turns(lang)
    )
}

/// "Frederick won: always 10" and the like, from the formula's numbers.
pub fn formula(lang: Lang, f: &Formula) -> String {
    let fred = text::role(lang, crate::engine::Role::Frederick);
    match *f {
        Formula::FrederickWon => w(
            lang,
            format!("{fred} won: always 10"),
            format!("{fred} gewann: immer 10"),
            format!("{fred} ganó: siempre 10"),
        ),
        Formula::FwcLength {
            turns: n,
            raw,
            capped,
        } => {
            let cap = if capped {
                format!(", {} 11.50", max(lang))
            } else {
                String::new()
            };
            format!("0.5 × {n} {} = {raw}{cap}", turns(lang))
        }
        Formula::FwcNation {
            objectives: o,
            points,
        } => format!(
            "{} = {} ÷ 10 = {points} ({} 10)",
            objectives(lang, &o),
            pct(o.held, o.total),
            max(lang)
        ),
        Formula::FwcFrederickOffensive {
            held,
            total,
            pct: p,
            raw,
            won,
            points,
        } => {
            let base = format!(
                "{} = {} ≈ {p} % ÷ 10 = {raw}",
                bohemian(lang, held, total),
                pct(held, total)
            );
            if won {
                let ok = pick(lang, ["successful", "erfolgreich", "con éxito"]);
                format!("{base} ({ok})")
            } else {
                let not = pick(lang, ["not successful", "nicht erfolgreich", "sin éxito"]);
                format!("{base} − 1 ({not}) = {points}")
            }
        }
        Formula::FwcMariaOffensive {
            turns: n,
            launched,
            ended,
            won,
            bohemian: b,
            tc,
            raw,
            capped,
        } => {
            let until = if won {
                pick(lang, ["until won", "bis gewonnen", "hasta ganada"])
            } else {
                pick(
                    lang,
                    ["until given up", "bis aufgegeben", "hasta abandonada"],
                )
            };
            let cap = if capped {
                format!(", {} 9.50", max(lang))
            } else {
                format!(" ({} 9.5)", max(lang))
            };
            format!(
                "{}, {until}) + {} + {} = {raw}{cap}",
                oo_turns(lang, n, launched, ended),
                bohemian_held(lang, b),
                tc_picked(lang, tc)
            )
        }
        Formula::FrederickBonus => w(
            lang,
            format!("{fred} won: 2"),
            format!("{fred} gewann: 2"),
            format!("{fred} ganó: 2"),
        ),
        Formula::AttackersBonus {
            mine,
            all,
            total,
            points,
        } => {
            let more = if all > 1 {
                let k = all - 1;
                w(
                    lang,
                    format!("2 + {k} for more winning attacking nations = {total}"),
                    format!("2 + {k} für weitere siegreiche angreifende Nationen = {total}"),
                    format!("2 + {k} por más naciones atacantes ganadoras = {total}"),
                )
            } else {
                "2".to_owned()
            };
            let tail = format!("{total} × {mine}/{all} = {points}");
            w(
                lang,
                format!("bonus {more}; {mine} of {all} winning nations: {tail}"),
                format!("Bonus {more}; {mine} von {all} siegreichen Nationen: {tail}"),
                format!("bonificación {more}; {mine} de {all} naciones ganadoras: {tail}"),
            )
        }
        Formula::FwcSwitch {
            objectives: o,
            points,
            scheme,
        } => {
            let title = text::preset(lang, scheme);
            let only = w(
                lang,
                format!("{title}: Maria Theresia's second-best score, tie-breaker only"),
                format!("{title}: Maria Theresias zweitbeste Wertung, nur Feinwertung"),
                format!("{title}: segunda mejor puntuación de María Teresa, solo desempate"),
            );
            format!(
                "{} = {} ÷ 10 = {points} ({only})",
                objectives(lang, &o),
                pct(o.held, o.total)
            )
        }
        Formula::CafeDefensive { turns: n, points } => {
            format!("10 + 0.1 × {n} {} = {points}", turns(lang))
        }
        Formula::CafeOffensiveVictory => pick(
            lang,
            [
                "the offensive was victorious: exactly 13",
                "die Offensive war siegreich: genau 13",
                "la ofensiva fue victoriosa: exactamente 13",
            ],
        )
        .to_owned(),
        Formula::CafeDefeat { turns: n, raw } => {
            format!("0.5 × {n} {} = {raw} ({} 11.5)", turns(lang), max(lang))
        }
        Formula::CafeWinner { turns: n, points } => {
            let victory = pick(lang, ["victory", "Sieg", "victoria"]);
            format!("{victory}: 13 − 0.1 × {n} {} = {points}", turns(lang))
        }
        Formula::CafeLosing(l) => losing(lang, &l),
        Formula::CafeFrederickOffensive {
            held,
            total,
            called_off,
            pct: p,
            points,
        } => {
            let moment = match called_off {
                Some(e) => w(
                    lang,
                    format!("when it was called off in turn {e}"),
                    format!("beim Abbruch in Zug {e}"),
                    format!("al suspenderse en el turno {e}"),
                ),
                None => pick(
                    lang,
                    [
                        "at game end, still active",
                        "bei Spielende, noch aktiv",
                        "al final de la partida, aún activa",
                    ],
                )
                .to_owned(),
            };
            format!(
                "{} {moment} = {} ≈ {p} %; {p} ÷ 10 = {points}",
                bohemian(lang, held, total),
                pct(held, total)
            )
        }
        Formula::CafeMariaOffensive {
            turns: n,
            launched,
            ended,
            bohemian: b,
            raw,
            capped,
            tc,
            points,
        } => {
            let cap = if capped {
                format!(", {} 9.00", max(lang))
            } else {
                format!(" ({} 9)", max(lang))
            };
            format!(
                "{}) + {} = {raw}{cap}; + {} = {points}",
                oo_turns(lang, n, launched, ended),
                bohemian_held(lang, b),
                tc_picked(lang, tc)
            )
        }
        Formula::Cafe2019Switch { turn } => {
            let at = turn.map_or_else(String::new, |t| {
                w(
                    lang,
                    format!(" in turn {t}"),
                    format!(" in Zug {t}"),
                    format!(" en el turno {t}"),
                )
            });
            w(
                lang,
                format!("switched{at}: Austria scores 0 for the tie-break (CAFE 2019)"),
                format!("gewechselt{at}: Österreich erhält 0 für die Feinwertung (CAFE 2019)"),
                format!("cambió{at}: Austria puntúa 0 para el desempate (CAFE 2019)"),
            )
        }
        Formula::CafeSwitch { losing: l, counts } => {
            let why = if counts {
                pick(
                    lang,
                    [
                        "one of Maria Theresia's scores: no exception in the Spanish text",
                        "eine von Maria Theresias Wertungen: keine Ausnahme im spanischen Text",
                        "una de las puntuaciones de María Teresa: sin excepción en el texto en español",
                    ],
                )
            } else {
                pick(
                    lang,
                    ["tie-breaker only", "nur Feinwertung", "solo desempate"],
                )
            };
            format!("{} ({why})", losing(lang, &l))
        }
    }
}
