//! The tournament's printouts' words (`sheets::print`): the draw, the
//! table and player cards, the standings and the final's sheet, in English,
//! German and Spanish. The printouts take every fact from the tournament;
//! only the wording is here.

use crate::engine::Role;
use crate::scoring::Outcome;
use crate::tournament::PlayerNo;
use crate::tournament::draw::check::Mismatch;
use crate::tournament::final_round::FinalTieBreaker;
use crate::tournament::standings::TieBreaker;

use super::text::{Lang, T, role};

phrases! {
    W, "A phrase of the tournament's printouts.";
    Draw: "Draw", "Auslosung", "Sorteo";
    DrawNote: "Each table seats one player in each role. Every player plays four games, one in each role.", "An jedem Tisch sitzt ein Spieler in jeder Rolle. Jeder Spieler spielt vier Partien, jede Rolle einmal.", "Cada mesa sienta a un jugador en cada rol. Cada jugador juega cuatro partidas, una en cada rol.";
    Seed: "Seed of the lot", "Startwert des Loses", "Semilla del sorteo";
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
    Rank: "Rank", "Platz", "Puesto";
    Total: "Total", "Summe", "Total";
    Tb1: "TB1", "FW1", "D1";
    Tb1Is: "second-best scores as Elisabeth and Maria Theresia, summed (higher wins)", "zweitbeste Wertungen als Elisabeth und Maria Theresia, addiert (höher gewinnt)", "segundas mejores puntuaciones como Isabel y María Teresa, sumadas (gana la mayor)";
    Tb2: "TB2", "FW2", "D2";
    Tb2Is: "as Frederick (lower wins; – not known yet, ranks after every known one)", "als Friedrich (niedriger gewinnt; – noch unbekannt, nach jedem bekannten)", "como Federico (gana el menor; – aún desconocido, detrás de todos los conocidos)";
    Tb3: "TB3", "FW3", "D3";
    Tb3Is: "the total of the three opponents in the game as Frederick (higher wins)", "Summe der drei Gegner in der Partie als Friedrich (höher gewinnt)", "total de los tres rivales en la partida como Federico (gana el mayor)";
    Games: "Games", "Partien", "Partidas";
    DecidedBy: "Decided by", "Entschieden durch", "Decidido por";
    Lot: "Lot", "Los", "Sorteo";
    LotPlace: "place {n} of {of}", "Platz {n} von {of}", "puesto {n} de {of}";
    NeedsLot: "needs a lot", "Los nötig", "requiere sorteo";
    LotsNeeded: "Tied after every tie-breaker: the jury draws a lot between", "Gleichstand nach allen Feinwertungen: die Jury lost zwischen", "Empatados tras todos los desempates: el jurado sortea entre";
    TheFinal: "The final", "Das Finale", "La final";
    Finalists: "The finalists in rank order: they choose their roles in this order", "Die Finalisten nach Platz: sie wählen ihre Rollen in dieser Reihenfolge", "Los finalistas por puesto: eligen su rol en este orden";
    FinalistsNotYet: "The finalists are not decided yet", "Die Finalisten stehen noch nicht fest", "Los finalistas aún no están decididos";
    GamesToConfirm: "qualifying games to confirm", "Vorrundenpartien zu bestätigen", "partidas clasificatorias por confirmar";
    QualifyingTotal: "Qualifying total", "Summe der Vorrunde", "Total clasificatorio";
    RoleChosen: "Role chosen", "Gewählte Rolle", "Rol elegido";
    ResultNotYet: "not confirmed yet", "noch nicht bestätigt", "aún no confirmado";
    Defensive: "Defensive victory", "Verteidigungssieg", "Victoria defensiva";
    Offensive: "Offensive victory", "Offensivsieg", "Victoria ofensiva";
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
    DrawDiffers: "The draw is not the one its seed {seed} gives for its players", "Die Auslosung ist nicht die, die ihr Startwert {seed} für ihre Spieler ergibt", "El sorteo no es el que su semilla {seed} da para sus jugadores";
    DiffersAt: "round {round}, table {table} seats {stored}; the seed seats {fresh}", "Runde {round}, Tisch {table} setzt {stored}; der Startwert setzt {fresh}", "la ronda {round}, mesa {table} sienta a {stored}; la semilla sienta a {fresh}";
    NoSuchTable: "no one (no such table)", "niemanden (kein solcher Tisch)", "a nadie (no hay tal mesa)";
    DiffersPots: "its pots differ", "ihre Töpfe weichen ab", "sus bombos difieren";
    DiffersMethod: "its method differs", "ihr Verfahren weicht ab", "su método difiere";
    DiffersFindings: "its list of pairs meeting twice or of one town differs", "ihre Liste der Paare, die sich zweimal treffen oder aus einem Ort sind, weicht ab", "su lista de parejas que se enfrentan dos veces o de una misma ciudad difiere";
    ResultSlips: "Result slips", "Ergebniszettel", "Hojas de resultado";
    ResultSlip: "result slip", "Ergebnisblatt", "hoja de resultado";
    FateInOrder: "Cards of Fate: at which card (1st, 2nd, … of those revealed, then the rest of the deck) came", "Schicksalskarten: als wievielte Karte (1., 2., … der aufgedeckten, dann der Rest des Stapels) kam", "Cartas del Destino: en qué carta (1.ª, 2.ª, … de las reveladas, luego el resto del mazo) salió";
    SlipAgree: "By signing, the four players agree with the result written above.", "Mit ihrer Unterschrift bestätigen die vier Spieler das oben eingetragene Ergebnis.", "Con su firma, los cuatro jugadores dan por bueno el resultado escrito arriba.";
    TableClock: "Clock of table {table}: scan with the table's tablet, or open the address and type the key", "Uhr von Tisch {table}: mit dem Tablet des Tisches scannen, oder die Adresse öffnen und den Schlüssel eingeben", "Reloj de la mesa {table}: escanee con la tableta de la mesa, o abra la dirección y escriba la clave";
    WithdrawnFrom: "withdrawn from round {round}", "ab Runde {round} zurückgezogen", "baja desde la ronda {round}";
    Withdrawn: "withdrawn", "zurückgezogen", "baja";
    InPlaceOf: "in place of {name} from round {round}", "für {name} ab Runde {round}", "en lugar de {name} desde la ronda {round}";
    NotDrawable: "its players cannot be drawn (fewer than four, not a multiple of four, or a number twice)", "ihre Spieler können nicht ausgelost werden (weniger als vier, keine Vielfache von vier oder eine Nummer doppelt)", "sus jugadores no se pueden sortear (menos de cuatro, no múltiplo de cuatro o un número repetido)";
}

/// How a game was won.
pub fn outcome(lang: Lang, o: Outcome) -> &'static str {
    match o {
        Outcome::Defensive => W::Defensive.get(lang),
        Outcome::Offensive => W::Offensive.get(lang),
        Outcome::Attackers => T::AttackersVictory.get(lang),
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

/// "place 2 of 4": a player's place in the lot that ordered the tied group.
pub fn lot_place(lang: Lang, place: u32, of: usize) -> String {
    W::LotPlace
        .get(lang)
        .replace("{n}", &place.to_string())
        .replace("{of}", &of.to_string())
}

/// What a table card says under its QR code: what it opens.
pub fn table_clock(lang: Lang, table: u32) -> String {
    W::TableClock
        .get(lang)
        .replace("{table}", &table.to_string())
}

/// "withdrawn from round 3": a withdrawn player's mark, not a rank.
pub fn withdrawn_from(lang: Lang, round: u8) -> String {
    W::WithdrawnFrom
        .get(lang)
        .replace("{round}", &round.to_string())
}

/// "in place of Anna Berg from round 3": a fill-in named at a withdrawal
/// (`name` as given: the caller escapes it for a page).
pub fn in_place_of(lang: Lang, name: &str, round: u8) -> String {
    W::InPlaceOf
        .get(lang)
        .replace("{round}", &round.to_string())
        .replace("{name}", name)
}

/// Where a draw kept in the tournament's journal differs from a fresh draw
/// of its players and seed: "The draw is not the one its seed 2026 gives
/// for its players: round 3, table 2 seats Frederick 5, … ; the seed seats
/// Frederick 5, …".
pub fn draw_differs(lang: Lang, seed: u64, m: &Mismatch) -> String {
    let seats = |s: &Option<[PlayerNo; 4]>| match s {
        Some(players) => Role::ALL
            .into_iter()
            .zip(players)
            .map(|(r, p)| format!("{} {p}", role(lang, r)))
            .collect::<Vec<_>>()
            .join(", "),
        None => W::NoSuchTable.get(lang).to_owned(),
    };
    let at = match m {
        Mismatch::Game {
            game,
            stored,
            fresh,
        } => W::DiffersAt
            .get(lang)
            .replace("{round}", &game.round.to_string())
            .replace("{table}", &game.table.to_string())
            .replace("{stored}", &seats(stored))
            .replace("{fresh}", &seats(fresh)),
        Mismatch::Pots => W::DiffersPots.get(lang).to_owned(),
        Mismatch::Method => W::DiffersMethod.get(lang).to_owned(),
        Mismatch::Findings => W::DiffersFindings.get(lang).to_owned(),
        Mismatch::NotDrawable => W::NotDrawable.get(lang).to_owned(),
    };
    let head = W::DrawDiffers
        .get(lang)
        .replace("{seed}", &seed.to_string());
    format!("{head}: {at}")
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
        assert_eq!(lot_place(Lang::Es, 2, 4), "puesto 2 de 4");
        assert_eq!(withdrawn_from(Lang::De, 3), "ab Runde 3 zurückgezogen");
        assert_eq!(
            in_place_of(Lang::Es, "Ana", 2),
            "en lugar de Ana desde la ronda 2"
        );
        assert_eq!(tie_breaker(Lang::De, TieBreaker::Tcc), "FW2");
        assert_eq!(outcome(Lang::Es, Outcome::Defensive), "Victoria defensiva");
        assert_eq!(
            final_tie_breaker(Lang::De, FinalTieBreaker::RoleWins),
            "2. Siege der Rolle"
        );
    }
}
