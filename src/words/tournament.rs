//! The tournament's printouts' words (`tournament::print`): the draw, the
//! table and player cards, the standings and the final's sheet, in English,
//! German and Spanish. The printouts take every fact from the tournament;
//! only the wording is here.

use crate::scoring::Outcome;
use crate::tournament::final_round::FinalTieBreaker;
use crate::tournament::standings::TieBreaker;

use super::text::Lang;

phrases! {
    W, "A phrase of the tournament's printouts.";
    Draw: "Draw", "Auslosung", "Sorteo";
    DrawNote: "Each table seats one player in each role. Every player plays four games, one in each role.", "An jedem Tisch sitzt ein Spieler in jeder Rolle. Jeder Spieler spielt vier Partien, jede Rolle einmal.", "Cada mesa sienta a un jugador en cada rol. Cada jugador juega cuatro partidas, una en cada rol.";
    Seed: "Seed of the lot", "Startwert des Loses", "Semilla del sorteo";
    Round: "Round", "Runde", "Ronda";
    Table: "Table", "Tisch", "Mesa";
    TableCards: "Table cards", "Tischkarten", "Tarjetas de mesa";
    PlayerCards: "Player cards", "Spielerkarten", "Tarjetas de jugador";
    WhoPlaysWhere: "Who plays where", "Wer spielt wo", "Quién juega dónde";
    No: "No.", "Nr.", "N.º";
    Player: "Player", "Spieler", "Jugador";
    Town: "Town", "Ort", "Ciudad";
    Role: "Role", "Rolle", "Rol";
    FillIn: "fill-in, not ranked", "Ersatzspieler, nicht gewertet", "suplente, sin clasificar";
    NotDrawn: "The qualifying round is not drawn yet.", "Die Vorrunde ist noch nicht ausgelost.", "La fase clasificatoria aún no se ha sorteado.";
    Standings: "Standings", "Rangliste", "Clasificación";
    Confirmed: "{done} of {all} games confirmed", "{done} von {all} Partien bestätigt", "{done} de {all} partidas confirmadas";
    Scoring: "Scoring", "Wertung", "Puntuación";
    Rank: "Rank", "Platz", "Puesto";
    Total: "Total", "Summe", "Total";
    Tb1: "TB1", "FW1", "D1";
    Tb1Is: "second-best scores as Elisabeth and Maria Theresia, summed (higher wins)", "zweitbeste Wertungen als Elisabeth und Maria Theresia, addiert (höher gewinnt)", "segundas mejores puntuaciones como Isabel y María Teresa, sumadas (gana la mayor)";
    Tb2: "TB2", "FW2", "D2";
    Tb2Is: "as Frederick (lower wins; – not known yet, ranks after every known one)", "als Friedrich (niedriger gewinnt; – noch unbekannt, nach jedem bekannten)", "como Federico (gana el menor; – aún desconocido, detrás de todos los conocidos)";
    Tb3: "TB3", "FW3", "D3";
    Tb3Is: "the total of his three opponents when he played Frederick (higher wins)", "Summe seiner drei Gegner, als er Friedrich spielte (höher gewinnt)", "total de sus tres rivales cuando jugó con Federico (gana el mayor)";
    Games: "Games", "Partien", "Partidas";
    DecidedBy: "Decided by", "Entschieden durch", "Decidido por";
    Lot: "Lot", "Los", "Sorteo";
    LotPlace: "lot {n}", "Los {n}", "sorteo {n}";
    NeedsLot: "needs a lot", "Los nötig", "requiere sorteo";
    LotsNeeded: "Tied after every tie-breaker: the jury draws a lot between", "Gleichstand nach allen Feinwertungen: die Jury lost zwischen", "Empatados tras todos los desempates: el jurado sortea entre";
    TheFinal: "The final", "Das Finale", "La final";
    Finalists: "The finalists in rank order: they choose their roles in this order", "Die Finalisten nach Platz: sie wählen ihre Rollen in dieser Reihenfolge", "Los finalistas por puesto: eligen su rol en este orden";
    FinalistsNotYet: "The finalists are not decided yet", "Die Finalisten stehen noch nicht fest", "Los finalistas aún no están decididos";
    GamesToConfirm: "qualifying games to confirm", "Vorrundenpartien zu bestätigen", "partidas clasificatorias por confirmar";
    QualifyingTotal: "Qualifying total", "Summe der Vorrunde", "Total clasificatorio";
    RoleChosen: "Role chosen", "Gewählte Rolle", "Rol elegido";
    Result: "Result", "Ergebnis", "Resultado";
    ResultNotYet: "not confirmed yet", "noch nicht bestätigt", "aún no confirmado";
    Turns: "Turns", "Züge", "Turnos";
    Defensive: "Defensive victory", "Verteidigungssieg", "Victoria defensiva";
    Offensive: "Offensive victory", "Offensivsieg", "Victoria ofensiva";
    AttackersWin: "Attackers' victory", "Sieg der Angreifer", "Victoria de los atacantes";
    WinningNations: "Winning nations", "Siegreiche Nationen", "Naciones ganadoras";
    NationsControlled: "Winning nations controlled", "Kontrollierte siegreiche Nationen", "Naciones ganadoras controladas";
    Place: "Place", "Platz", "Puesto";
    RoleWins: "Role's qualifying wins", "Siege der Rolle in der Vorrunde", "Victorias del rol en la clasificación";
    Winner: "Winner", "Sieger", "Ganador";
    FinalTieBreakers: "The final's tie-breakers", "Feinwertungen des Finales", "Desempates de la final";
    FinalTb1: "the most winning nations controlled", "die meisten kontrollierten siegreichen Nationen", "más naciones ganadoras controladas";
    FinalTb2: "the role with the fewest wins in the qualifying round", "die Rolle mit den wenigsten Siegen in der Vorrunde", "el rol con menos victorias en la fase clasificatoria";
    FinalTb3: "Pompadour wins all ties, Maria Theresia loses all ties", "Pompadour gewinnt jeden Gleichstand, Maria Theresia verliert jeden", "Pompadour gana todos los empates, María Teresa pierde todos";
    ByNations: "winning nations", "siegreiche Nationen", "naciones ganadoras";
    ByRoleWins: "qualifying wins", "Siege der Rolle", "victorias del rol";
    ByRole: "role order", "Rollenfolge", "orden de roles";
    Shared: "shared", "geteilt", "compartido";
    Nothing: "none", "keine", "ninguna";
}

/// How a game was won.
pub fn outcome(lang: Lang, o: Outcome) -> &'static str {
    match o {
        Outcome::Defensive => W::Defensive.get(lang),
        Outcome::Offensive => W::Offensive.get(lang),
        Outcome::Attackers => W::AttackersWin.get(lang),
    }
}

/// What placed a player below the line above in the standings: the
/// tie-breaker's short name ("TB2", "Los").
pub fn tie_breaker(lang: Lang, by: TieBreaker) -> &'static str {
    match by {
        TieBreaker::SecondBest => W::Tb1.get(lang),
        TieBreaker::Tcc => W::Tb2.get(lang),
        TieBreaker::Opponents => W::Tb3.get(lang),
        TieBreaker::Lot => W::Lot.get(lang),
    }
}

/// What placed a finalist below the place above: the final's tie-breaker,
/// its number and short name ("2. qualifying wins"; the sheet lists them).
pub fn final_tie_breaker(lang: Lang, by: FinalTieBreaker) -> String {
    let (n, w) = match by {
        FinalTieBreaker::Nations => (1, W::ByNations),
        FinalTieBreaker::RoleWins => (2, W::ByRoleWins),
        FinalTieBreaker::Role => (3, W::ByRole),
    };
    format!("{n}. {}", w.get(lang))
}

/// "12 of 24 games confirmed".
pub fn confirmed(lang: Lang, done: usize, all: usize) -> String {
    W::Confirmed
        .get(lang)
        .replace("{done}", &done.to_string())
        .replace("{all}", &all.to_string())
}

/// "lot 2": his place in the lot that ordered his tied group.
pub fn lot_place(lang: Lang, place: u32) -> String {
    W::LotPlace.get(lang).replace("{n}", &place.to_string())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn every_phrase_is_worded_and_told_apart_in_every_language() {
        // The short column names may be alike in two languages ("Total"),
        // but each language has its own words for the printouts' titles.
        for lang in Lang::ALL {
            let mut seen = BTreeSet::new();
            for w in W::ALL {
                let said = w.get(lang);
                assert!(!said.trim().is_empty(), "{w:?} in {lang:?}");
                // A few headings are one word in a language ("Platz").
                let alike = matches!(w, W::Place | W::Rank | W::Lot);
                assert!(seen.insert(said) || alike, "{w:?} in {lang:?}: {said}");
            }
        }
        for w in [
            W::Draw,
            W::Standings,
            W::TableCards,
            W::PlayerCards,
            W::TheFinal,
        ] {
            assert_ne!(w.get(Lang::En), w.get(Lang::De), "{w:?}");
            assert_ne!(w.get(Lang::En), w.get(Lang::Es), "{w:?}");
        }
    }

    #[test]
    fn numbers_go_into_their_places() {
        assert_eq!(confirmed(Lang::De, 3, 24), "3 von 24 Partien bestätigt");
        assert_eq!(lot_place(Lang::Es, 2), "sorteo 2");
        assert_eq!(tie_breaker(Lang::De, TieBreaker::Tcc), "FW2");
        assert_eq!(outcome(Lang::Es, Outcome::Defensive), "Victoria defensiva");
        assert_eq!(
            final_tie_breaker(Lang::De, FinalTieBreaker::RoleWins),
            "2. Siege der Rolle"
        );
    }
}
