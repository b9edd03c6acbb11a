//! The tournament's answers in words: why the hall refuses a change of the
//! tournament (the API's `message`, in the request's language; the `error`
//! code beside it stays the same in every language), what a replay of the
//! tournament journal noticed, and a player's name as shown (an unnamed
//! fill-in is "Fill-in 3", "Ersatzspieler 3", "Suplente 3").

use crate::tournament::book::{Refusal, Tournament};
use crate::tournament::name::{Called, Name};
use crate::tournament::replay::Warning;
use crate::tournament::{GameRef, PlayerNo};
use crate::wire::TableNo;

use super::answer::A;
use super::count::{Noun, count};
use super::text::{Lang, role};

phrases! {
    R, "A phrase of the hall's answers about the tournament.";
    NotOpened: "no tournament is opened yet", "noch ist kein Turnier eröffnet", "aún no hay ningún torneo abierto";
    AlreadyOpened: "the tournament is already opened", "das Turnier ist schon eröffnet", "el torneo ya está abierto";
    PlayerNumber: "no player {given}: the next new player is number {next}", "kein Spieler {given}: der nächste neue Spieler hat die Nummer {next}", "no hay jugador {given}: el próximo jugador nuevo es el número {next}";
    NoName: "a name is needed", "ein Name ist nötig", "hace falta un nombre";
    TooLong: "{field} is longer than {max} characters: shorten it", "{field} ist länger als {max} Zeichen: bitte kürzen", "{field} tiene más de {max} caracteres: acórtelo";
    ControlCharacter: "{field} holds a line break or another control character: type it on one line", "{field} enthält einen Zeilenumbruch oder ein anderes Steuerzeichen: bitte in einer Zeile eingeben", "{field} contiene un salto de línea u otro carácter de control: escríbalo en una línea";
    FieldTournament: "the tournament's name", "der Name des Turniers", "el nombre del torneo";
    FieldName: "the name", "der Name", "el nombre";
    FieldTown: "the town", "der Ort", "la ciudad";
    FieldNote: "the note", "die Anmerkung", "la nota";
    FieldJuror: "the jury member's name", "der Name des Jurymitglieds", "el nombre del miembro del jurado";
    AfterDraw: "registration is closed: the round is drawn", "die Anmeldung ist geschlossen: die Runde ist ausgelost", "la inscripción está cerrada: la ronda está sorteada";
    Begun: "round {round}, table {table} has begun (its clock reached the hall, or a result is in): the draw stands; withdraw a player who did not come, and a fill-in takes his seats", "Runde {round}, Tisch {table} hat begonnen (seine Uhr hat die Halle erreicht, oder ein Ergebnis liegt vor): die Auslosung bleibt; einen Spieler, der nicht kam, zurückziehen, ein Ersatzspieler übernimmt seine Plätze", "la ronda {round}, mesa {table} ha empezado (su reloj llegó a la sala, o hay un resultado): el sorteo se mantiene; dé de baja a un jugador que no vino y un suplente ocupa sus puestos";
    WithdrawnSince: "player {player} is withdrawn since the draw: the draw stands with its fill-ins and is not drawn again", "Spieler {player} ist seit der Auslosung zurückgezogen: die Auslosung bleibt mit ihren Ersatzspielern und wird nicht neu gezogen", "el jugador {player} causó baja tras el sorteo: el sorteo se mantiene con sus suplentes y no se repite";
    AlreadyDrawn: "the qualifying round is already drawn", "die Vorrunde ist schon ausgelost", "la fase clasificatoria ya está sorteada";
    DrawPlayers: "the draw does not seat the registered players", "die Auslosung setzt nicht die angemeldeten Spieler", "el sorteo no sienta a los jugadores inscritos";
    NoSuchTable: "no table {table} in the draw: keys are made for the draw's tables only", "kein Tisch {table} in der Auslosung: Schlüssel gibt es nur für die Tische der Auslosung", "no hay mesa {table} en el sorteo: solo hay claves para las mesas del sorteo";
    NoSuchGame: "no table {table} in round {round}", "kein Tisch {table} in Runde {round}", "no hay mesa {table} en la ronda {round}";
    NoReason: "a reason is needed: it is kept with the change for the record", "ein Grund ist nötig: er wird mit der Änderung festgehalten", "hace falta un motivo: se guarda con el cambio para que conste";
    BadLot: "a lot orders at least two registered players, none twice", "ein Los ordnet mindestens zwei angemeldete Spieler, keinen doppelt", "un sorteo ordena al menos dos jugadores inscritos, ninguno dos veces";
    LotDrawn: "a lot already orders these players: it is drawn once", "ein Los ordnet diese Spieler schon: es wird einmal gezogen", "un sorteo ya ordena a estos jugadores: se sortea una vez";
    NotSeeded: "the final is not seeded yet: games to confirm, or a lot to draw", "das Finale steht noch nicht fest: Partien zu bestätigen oder ein Los zu ziehen", "la final aún no está decidida: quedan partidas por confirmar o un sorteo";
    NotHisChoice: "it is not player {player}'s turn to choose a role", "Spieler {player} ist nicht an der Reihe, eine Rolle zu wählen", "no es el turno del jugador {player} para elegir rol";
    FinalSeeded: "the finalists are choosing their roles: the qualifying results are closed", "die Finalisten wählen ihre Rollen: die Ergebnisse der Vorrunde sind geschlossen", "los finalistas eligen sus roles: los resultados clasificatorios están cerrados";
    RoleTaken: "{role} is taken", "{role} ist schon vergeben", "{role} ya está elegido";
    NotSeated: "player {player} has no role chosen to withdraw", "Spieler {player} hat keine gewählte Rolle zum Zurücknehmen", "el jugador {player} no tiene rol elegido que retirar";
    FinalConfirmed: "the final's result is confirmed: its roles stand", "das Ergebnis des Finales ist bestätigt: seine Rollen bleiben", "el resultado de la final está confirmado: sus roles se mantienen";
    NotDrawn: "nobody is withdrawn before the draw", "vor der Auslosung wird niemand zurückgezogen", "nadie se retira antes del sorteo";
    NoSuchPlayer: "no player {player} is registered", "kein Spieler {player} ist angemeldet", "no hay ningún jugador {player} inscrito";
    AlreadyWithdrawn: "player {player} is already withdrawn", "Spieler {player} ist schon zurückgezogen", "el jugador {player} ya causó baja";
    NoSuchRound: "no round {round}: the qualifying rounds are 1 to 4", "keine Runde {round}: die Vorrunden sind 1 bis 4", "no hay ronda {round}: las rondas clasificatorias son de la 1 a la 4";
    AlreadyPlayed: "player {player}'s game in round {round}, table {table} already has a result: the withdrawal must start at a later round", "die Partie von Spieler {player} in Runde {round}, Tisch {table} hat schon ein Ergebnis: der Rückzug muss in einer späteren Runde beginnen", "la partida del jugador {player} en la ronda {round}, mesa {table} ya tiene resultado: la baja debe empezar en una ronda posterior";
    NotAFillIn: "player {player} cannot take the seats: not a fill-in, or withdrawn", "Spieler {player} kann die Plätze nicht übernehmen: kein Ersatzspieler oder zurückgezogen", "el jugador {player} no puede ocupar los puestos: no es suplente o causó baja";
    FillInBusy: "fill-in {player} already plays in round {round} (table {table}): a fill-in plays one game a round", "Ersatzspieler {player} spielt schon in Runde {round} (Tisch {table}): ein Ersatzspieler spielt eine Partie je Runde", "el suplente {player} ya juega en la ronda {round} (mesa {table}): un suplente juega una partida por ronda";
    FillInsNeeded: "{players}: register {fill_ins} first (the draw needs a multiple of four, at least four)", "{players}: erst {fill_ins} anmelden (die Auslosung braucht ein Vielfaches von vier, mindestens vier)", "{players}: inscriba antes {fill_ins} (el sorteo necesita un múltiplo de cuatro, al menos cuatro)";
    NothingReported: "table {table} of round {round}: nothing reported to confirm; enter the result", "Tisch {table} der Runde {round}: nichts gemeldet zum Bestätigen; das Ergebnis eingeben", "mesa {table} de la ronda {round}: nada comunicado que confirmar; introduzca el resultado";
    ReportsDiffer: "the reports of table {table} in round {round} differ: name the report to confirm (or keep the confirmed result)", "die Meldungen von Tisch {table} in Runde {round} weichen voneinander ab: die zu bestätigende Meldung angeben (oder das bestätigte Ergebnis behalten)", "los resultados comunicados de la mesa {table} en la ronda {round} no coinciden: indique cuál confirmar (o mantenga el resultado confirmado)";
    NoSuchReport: "table {table} of round {round} has no report {report}", "Tisch {table} der Runde {round} hat keine Meldung {report}", "la mesa {table} de la ronda {round} no tiene comunicado {report}";
    NotConfirmed: "table {table} of round {round}: no result is confirmed to keep", "Tisch {table} der Runde {round}: kein bestätigtes Ergebnis zum Behalten", "mesa {table} de la ronda {round}: no hay resultado confirmado que mantener";
    Unreadable: "the result does not read: {why}", "das Ergebnis ist nicht lesbar: {why}", "el resultado no se puede leer: {why}";
    BadSeed: "the seed {seed} is not a whole number from 0 to 2^64 - 1", "der Startwert {seed} ist keine ganze Zahl von 0 bis 2^64 - 1", "la semilla {seed} no es un número entero de 0 a 2^64 - 1";
    LineUnreadable: "line {line}: does not read ({why}); skipped", "Zeile {line}: nicht lesbar ({why}); übersprungen", "línea {line}: no se puede leer ({why}); omitida";
    LineRefused: "line {line}: refused ({why}); skipped", "Zeile {line}: abgelehnt ({why}); übersprungen", "línea {line}: rechazada ({why}); omitida";
    LineDraw: "line {line}: {why}; the standings follow the draw as stored", "Zeile {line}: {why}; die Rangliste folgt der gespeicherten Auslosung", "línea {line}: {why}; la clasificación sigue el sorteo guardado";
    FillIn: "Fill-in {n}", "Ersatzspieler {n}", "Suplente {n}";
    KeyInAddress: "the tournament key goes in the X-Tournament-Key header, not in the address", "der Turnierschlüssel gehört in den Header X-Tournament-Key, nicht in die Adresse", "la clave del torneo va en la cabecera X-Tournament-Key, no en la dirección";
    ClockDiffers: "table {table} of round {round}: the result differs from its clock ({differences}); give a reason to confirm it, or mend the result", "Tisch {table} der Runde {round}: das Ergebnis weicht von seiner Uhr ab ({differences}); zum Bestätigen einen Grund angeben oder das Ergebnis berichtigen", "mesa {table} de la ronda {round}: el resultado no coincide con su reloj ({differences}); indique un motivo para confirmarlo o corrija el resultado";
}

/// Who is asking the hall, when it is not let in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unproven {
    /// No key at all.
    Missing,
    /// The key only in the address, where the hall never reads it.
    InAddress,
    /// Not the hall's key.
    Wrong,
    /// A table asking for what only the jury may do.
    JuryOnly,
    /// A table's key the jury replaced (its table).
    Revoked(TableNo),
    /// A table's key (its table) asking for another table's game, or for
    /// a game not of the draw.
    OtherTable(TableNo),
    /// The jury's cookie sent by a page of another address.
    OtherOrigin,
}

/// Why a request was not let in, in `lang`.
pub fn unproven(lang: Lang, why: Unproven) -> String {
    match why {
        Unproven::Missing => A::KeyMissing.get(lang).to_owned(),
        Unproven::InAddress => R::KeyInAddress.get(lang).to_owned(),
        Unproven::Wrong => A::WrongKey.get(lang).to_owned(),
        Unproven::JuryOnly => A::JuryOnly.get(lang).to_owned(),
        Unproven::Revoked(table) => A::KeyRevoked
            .get(lang)
            .replace("{table}", &table.to_string()),
        Unproven::OtherTable(table) => A::OtherTable
            .get(lang)
            .replace("{table}", &table.to_string()),
        Unproven::OtherOrigin => A::OtherOrigin.get(lang).to_owned(),
    }
}

/// A message as a line of its own: its first letter a capital.
pub fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Puts `values` into their `{places}`.
fn put(r: R, lang: Lang, values: &[(&str, String)]) -> String {
    values
        .iter()
        .fold(r.get(lang).to_owned(), |s, (k, v)| s.replace(k, v))
}

fn at(game: GameRef) -> [(&'static str, String); 2] {
    [
        ("{round}", game.round.to_string()),
        ("{table}", game.table.to_string()),
    ]
}

/// "No table 99 in the draw: …": a key asked for a table the draw has not.
pub fn no_such_table(lang: Lang, table: TableNo) -> String {
    sentence(&put(
        R::NoSuchTable,
        lang,
        &[("{table}", table.to_string())],
    ))
}

/// A text the jury types, named in `lang`.
fn field(lang: Lang, f: crate::tournament::refusal::Field) -> String {
    use crate::tournament::refusal::Field;
    let r = match f {
        Field::Tournament => R::FieldTournament,
        Field::Name => R::FieldName,
        Field::Town => R::FieldTown,
        Field::Note => R::FieldNote,
        Field::Juror => R::FieldJuror,
    };
    r.get(lang).to_owned()
}

/// Why the tournament refuses an entry or a request.
pub fn refusal(lang: Lang, r: &Refusal) -> String {
    let player = |p: &PlayerNo| [("{player}", p.to_string())];
    match r {
        Refusal::NotOpened => R::NotOpened.get(lang).to_owned(),
        Refusal::AlreadyOpened => R::AlreadyOpened.get(lang).to_owned(),
        Refusal::PlayerNumber { given, next } => put(
            R::PlayerNumber,
            lang,
            &[("{given}", given.to_string()), ("{next}", next.to_string())],
        ),
        Refusal::NoName => R::NoName.get(lang).to_owned(),
        Refusal::TooLong(f) => put(
            R::TooLong,
            lang,
            &[("{field}", field(lang, *f)), ("{max}", f.max().to_string())],
        ),
        Refusal::ControlCharacter(f) => {
            put(R::ControlCharacter, lang, &[("{field}", field(lang, *f))])
        }
        Refusal::AfterDraw => R::AfterDraw.get(lang).to_owned(),
        Refusal::AlreadyDrawn => R::AlreadyDrawn.get(lang).to_owned(),
        Refusal::Begun(g) => put(R::Begun, lang, &at(*g)),
        Refusal::WithdrawnSince(p) => put(R::WithdrawnSince, lang, &player(p)),
        Refusal::DrawPlayers => R::DrawPlayers.get(lang).to_owned(),
        Refusal::NoSuchGame(g) => put(R::NoSuchGame, lang, &at(*g)),
        Refusal::NoReason => R::NoReason.get(lang).to_owned(),
        Refusal::BadLot => R::BadLot.get(lang).to_owned(),
        Refusal::LotDrawn => R::LotDrawn.get(lang).to_owned(),
        Refusal::NotSeeded => R::NotSeeded.get(lang).to_owned(),
        Refusal::NotHisChoice(p) => put(R::NotHisChoice, lang, &player(p)),
        Refusal::FinalSeeded => R::FinalSeeded.get(lang).to_owned(),
        Refusal::RoleTaken(x) => put(R::RoleTaken, lang, &[("{role}", role(lang, *x).into())]),
        Refusal::NotSeated(p) => put(R::NotSeated, lang, &player(p)),
        Refusal::FinalConfirmed => R::FinalConfirmed.get(lang).to_owned(),
        Refusal::NotDrawn => R::NotDrawn.get(lang).to_owned(),
        Refusal::NoSuchPlayer(p) => put(R::NoSuchPlayer, lang, &player(p)),
        Refusal::AlreadyWithdrawn(p) => put(R::AlreadyWithdrawn, lang, &player(p)),
        Refusal::NoSuchRound(n) => put(R::NoSuchRound, lang, &[("{round}", n.to_string())]),
        Refusal::AlreadyPlayed { player: p, game } => {
            let [a, b] = at(*game);
            put(R::AlreadyPlayed, lang, &[player(p)[0].clone(), a, b])
        }
        Refusal::NotAFillIn(p) => put(R::NotAFillIn, lang, &player(p)),
        Refusal::FillInBusy { fill_in, game } => {
            let [a, b] = at(*game);
            put(R::FillInBusy, lang, &[player(fill_in)[0].clone(), a, b])
        }
        Refusal::FillInsNeeded { players, fill_ins } => put(
            R::FillInsNeeded,
            lang,
            &[
                ("{players}", count(lang, *players, Noun::Player)),
                ("{fill_ins}", count(lang, *fill_ins, Noun::FillIn)),
            ],
        ),
        Refusal::TooFewRanked { ranked } => super::field::too_few_ranked(lang, *ranked),
        Refusal::Namesake { of, name } => super::field::namesake(lang, *of, name),
        Refusal::NothingReported(g) => put(R::NothingReported, lang, &at(*g)),
        Refusal::ReportsDiffer(g) => put(R::ReportsDiffer, lang, &at(*g)),
        Refusal::NoSuchReport { game, report } => {
            let [a, b] = at(*game);
            put(
                R::NoSuchReport,
                lang,
                &[a, b, ("{report}", report.to_string())],
            )
        }
        Refusal::NotConfirmed(g) => put(R::NotConfirmed, lang, &at(*g)),
        Refusal::BadResult(e) => super::result_error(lang, e),
        Refusal::Unreadable(e) => unreadable(lang, super::read_error(lang, e).trim_end()),
        Refusal::BadSeed(seed) => bad_seed(lang, seed),
        Refusal::ClockDiffers { game, differences } => {
            let said: Vec<String> = differences
                .iter()
                .map(|d| super::clock::difference(lang, d))
                .collect();
            let [a, b] = at(*game);
            put(
                R::ClockDiffers,
                lang,
                &[a, b, ("{differences}", said.join("; "))],
            )
        }
    }
}

/// A result that does not read (TOML or JSON), with the reader's words.
pub fn unreadable(lang: Lang, why: &str) -> String {
    put(R::Unreadable, lang, &[("{why}", why.to_owned())])
}

/// A seed that is not a 64-bit number.
pub fn bad_seed(lang: Lang, seed: &str) -> String {
    put(R::BadSeed, lang, &[("{seed}", format!("{seed:?}"))])
}

/// The hall's disk refused.
pub fn cannot_store(lang: Lang, why: &str) -> String {
    A::CannotStore.get(lang).replace("{detail}", why)
}

/// What a replay of the tournament journal noticed, by line.
pub fn replay_warning(lang: Lang, w: &Warning) -> String {
    match w {
        Warning::Unreadable { line, why } => put(
            R::LineUnreadable,
            lang,
            &[("{line}", line.to_string()), ("{why}", why.clone())],
        ),
        Warning::Refused { line, refusal: r } => put(
            R::LineRefused,
            lang,
            &[("{line}", line.to_string()), ("{why}", refusal(lang, r))],
        ),
        Warning::DrawDiffers {
            line,
            seed,
            mismatch,
        } => put(
            R::LineDraw,
            lang,
            &[
                ("{line}", line.to_string()),
                (
                    "{why}",
                    super::tournament::draw_differs(lang, *seed, mismatch),
                ),
            ],
        ),
    }
}

/// A name as shown, its note after it in brackets ("Anna Berg (junior)").
pub fn name(lang: Lang, name: Name<'_>) -> String {
    let called = match name.called {
        Called::Given(name) => name.to_owned(),
        Called::FillIn(n) => put(R::FillIn, lang, &[("{n}", n.to_string())]),
    };
    if name.note.is_empty() {
        called
    } else {
        format!("{called} ({})", name.note)
    }
}

/// Player `no`'s name as shown ("#7" for no such player).
pub fn player(lang: Lang, t: &Tournament, no: PlayerNo) -> String {
    t.name(no)
        .map_or_else(|| format!("#{no}"), |n| name(lang, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_answer_is_worded_in_every_language_and_numbers_go_in() {
        for lang in Lang::ALL {
            for r in R::ALL {
                assert!(!r.get(lang).trim().is_empty(), "{r:?} in {lang:?}");
                if lang != Lang::En {
                    assert_ne!(r.get(lang), r.get(Lang::En), "{r:?} in {lang:?}");
                }
            }
        }
        let busy = Refusal::FillInBusy {
            fill_in: 25,
            game: GameRef { round: 3, table: 2 },
        };
        assert_eq!(
            refusal(Lang::De, &busy),
            "Ersatzspieler 25 spielt schon in Runde 3 (Tisch 2): ein Ersatzspieler spielt eine Partie je Runde"
        );
        let begun = Refusal::Begun(GameRef { round: 1, table: 4 });
        assert!(refusal(Lang::Es, &begun).starts_with("la ronda 1, mesa 4 ha empezado"));
        assert!(
            refusal(Lang::En, &Refusal::WithdrawnSince(7)).starts_with("player 7 is withdrawn")
        );
        assert_eq!(name(Lang::Es, Name::fill_in(3)), "Suplente 3");
        assert_eq!(name(Lang::De, Name::given("Anna")), "Anna");
        let noted = Name {
            called: Called::Given("Anna"),
            note: "junior",
        };
        assert_eq!(name(Lang::De, noted), "Anna (junior)");
    }
}
