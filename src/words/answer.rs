//! The hall's refusals in words, for both sides of the wire: the hall words
//! a refusal's `message` in the asker's language with [`said`], and a table
//! words the code and details it got with the same function in its own
//! language (the `message` is for curl and `headless`). The tournament's
//! own refusals (names, games) are worded by `office` on the hall and come
//! as their `message`.

use crate::wire::{Error as E, Limit, Refused};

use crate::lang::Lang;

phrases! {
    A, "A phrase of the hall's refusals to a device.";
    WrongKey: "wrong tournament key", "falscher Turnierschlüssel", "clave del torneo incorrecta";
    KeyMissing: "the tournament key is missing: open the jury's page the hall printed when it started and type the key there (a tool sends it in the X-Tournament-Key header)", "der Turnierschlüssel fehlt: die Seite der Jury öffnen, die die Turnierleitung beim Start ausgegeben hat, und dort den Schlüssel eingeben (ein Programm schickt ihn im Header X-Tournament-Key)", "falta la clave del torneo: abra la página del jurado que la sala mostró al arrancar y escriba allí la clave (un programa la envía en la cabecera X-Tournament-Key)";
    JuryOnly: "only the jury may do this: a table's key plays its own table's games and nothing else", "nur die Jury darf das: der Schlüssel eines Tisches spielt nur die Partien seines Tisches", "solo el jurado puede hacerlo: la clave de una mesa solo juega las partidas de su mesa";
    KeyRevoked: "table {table}'s key was replaced by the jury: scan the QR code of the new table card", "der Schlüssel von Tisch {table} wurde von der Jury ersetzt: den QR-Code der neuen Tischkarte scannen", "el jurado sustituyó la clave de la mesa {table}: escanee el código QR de la nueva tarjeta de mesa";
    OtherOrigin: "this request comes from a page of another address: open the hall's own page (the address the hall printed at its start)", "diese Anfrage kommt von einer Seite einer anderen Adresse: die Seite der Turnierleitung selbst öffnen (die Adresse, die sie beim Start ausgab)", "esta petición viene de una página de otra dirección: abra la página de la propia sala (la dirección que mostró al arrancar)";
    OtherTable: "this is table {table}'s key: it plays only the games of table {table} taken from the hall's draw", "dies ist der Schlüssel von Tisch {table}: er spielt nur die Partien von Tisch {table} aus der Auslosung", "esta es la clave de la mesa {table}: solo juega las partidas de la mesa {table} tomadas del sorteo";
    BadName: "bad journal name: letters, digits, '-', '_' and '.' only, at most 100", "ungültiger Journalname: nur Buchstaben, Ziffern, '-', '_' und '.', höchstens 100", "nombre de diario no válido: solo letras, cifras, '-', '_' y '.', como máximo 100";
    Unknown: "the hall has no such game or journal", "die Turnierleitung hat keine solche Partie und kein solches Journal", "la sala no tiene esa partida ni ese diario";
    BadDevice: "bad device id: 16 to 64 letters and digits", "ungültige Geräte-ID: 16 bis 64 Buchstaben und Ziffern", "identificador de dispositivo no válido: de 16 a 64 letras y cifras";
    Malformed: "line {line} is not a journal line: {detail}", "Zeile {line} ist keine Journalzeile: {detail}", "la línea {line} no es una línea de diario: {detail}";
    NotYours: "this journal belongs to another table", "dieses Journal gehört einem anderen Tisch", "este diario pertenece a otra mesa";
    Moved: "this game has moved to another device", "diese Partie läuft jetzt auf einem anderen Gerät", "esta partida se ha trasladado a otro dispositivo";
    Live: "this table's device was heard {silent} ms ago: a game is taken over only from a device silent for {quiet} ms (turn the old tablet off, then try again)", "das Gerät dieses Tisches war vor {silent} ms zu hören: eine Partie wird nur von einem Gerät übernommen, das {quiet} ms still war (das alte Tablet ausschalten, dann erneut versuchen)", "el dispositivo de esta mesa se oyó hace {silent} ms: una partida solo se toma de un dispositivo callado durante {quiet} ms (apague la tableta antigua y vuelva a intentarlo)";
    Gap: "gap: the hall expects line {expected}", "Lücke: die Turnierleitung erwartet Zeile {expected}", "hueco: la sala espera la línea {expected}";
    Differs: "line {line} differs from the hall's copy", "Zeile {line} weicht von der Kopie der Turnierleitung ab", "la línea {line} difiere de la copia de la sala";
    CannotStore: "the hall cannot store it: {detail}", "die Turnierleitung kann es nicht speichern: {detail}", "la sala no puede guardarlo: {detail}";
    TooLarge: "the body is too large: send fewer lines at a time", "die Anfrage ist zu groß: weniger Zeilen auf einmal senden", "la petición es demasiado grande: envíe menos líneas a la vez";
    BadRequest: "not the request this address takes: {detail}", "nicht die Anfrage, die diese Adresse annimmt: {detail}", "no es la petición que acepta esta dirección: {detail}";
    BadJson: "the body is not JSON: {detail}", "die Anfrage ist kein JSON: {detail}", "la petición no es JSON: {detail}";
    NotJson: "send the body as JSON with Content-Type: application/json", "die Anfrage als JSON mit Content-Type: application/json senden", "envíe la petición como JSON con Content-Type: application/json";
    BadPath: "no such page or file in the hall: {detail}", "keine solche Seite oder Datei in der Turnierleitung: {detail}", "no existe esa página o archivo en la sala: {detail}";
    BadMethod: "{detail} is not asked for this way (GET or POST)", "{detail} wird so nicht abgefragt (GET oder POST)", "{detail} no se pide así (GET o POST)";
    PlainOff: "This hall serves plain HTTP for this trust page only: open the clock over HTTPS.", "Diese Turnierleitung bedient einfaches HTTP nur für diese Vertrauensseite: die Uhr über HTTPS öffnen.", "Esta sala sirve HTTP simple solo para esta página de confianza: abra el reloj por HTTPS.";
    TooManyResults: "a journal holds at most {max} results: this game's result is in; the jury corrects it on the jury's page", "ein Journal enthält höchstens {max} Ergebnisse: das Ergebnis dieser Partie ist da; die Jury berichtigt es auf ihrer Seite", "un diario guarda como máximo {max} resultados: el resultado de esta partida ya está; el jurado lo corrige en su página";
    TooManyCopies: "the hall holds at most {max} journals of one game: take one of them over to go on (the table's \"continue\"), or ask the jury", "die Turnierleitung hält höchstens {max} Journale einer Partie: eines davon übernehmen, um weiterzuspielen (\"Fortsetzen\" am Tisch), oder die Jury fragen", "la sala guarda como máximo {max} diarios de una partida: tome uno de ellos para seguir (\"continuar\" en la mesa) o pregunte al jurado";
    TooManyReports: "the jury has {max} reports of this game already: it enters the result on the jury's page", "die Jury hat schon {max} Meldungen dieser Partie: sie trägt das Ergebnis auf ihrer Seite ein", "el jurado ya tiene {max} comunicados de esta partida: introduce el resultado en su página";
    Refused: "the hall refuses ({code})", "die Turnierleitung lehnt ab ({code})", "la sala lo rechaza ({code})";
}

/// Puts `values` into their `{places}`.
fn put(a: A, lang: Lang, values: &[(&str, String)]) -> String {
    values
        .iter()
        .fold(a.get(lang).to_owned(), |s, (k, v)| s.replace(k, v))
}

/// A refusal in `lang`, from its code and details; the tournament's own
/// refusals (which the hall words with their names and games) as their
/// message.
pub fn said(lang: Lang, r: &Refused) -> String {
    let n = |v: Option<usize>| ("{line}", v.unwrap_or_default().to_string());
    let detail = ("{detail}", r.detail.clone().unwrap_or_default());
    let table = ("{table}", r.table.unwrap_or_default().to_string());
    let ms = |k, v: Option<crate::engine::Ms>| (k, v.unwrap_or_default().to_string());
    match r.error {
        E::NoKey => A::KeyMissing.get(lang).to_owned(),
        E::WrongKey => A::WrongKey.get(lang).to_owned(),
        E::JuryOnly => A::JuryOnly.get(lang).to_owned(),
        E::Revoked => put(A::KeyRevoked, lang, &[table]),
        E::OtherTable => put(A::OtherTable, lang, &[table]),
        E::OtherOrigin => A::OtherOrigin.get(lang).to_owned(),
        E::BadName => A::BadName.get(lang).to_owned(),
        E::Unknown if r.message.is_empty() => A::Unknown.get(lang).to_owned(),
        E::BadDevice => A::BadDevice.get(lang).to_owned(),
        E::Malformed => put(A::Malformed, lang, &[n(r.line), detail]),
        E::NotYours => A::NotYours.get(lang).to_owned(),
        E::Moved => A::Moved.get(lang).to_owned(),
        E::Live => put(
            A::Live,
            lang,
            &[ms("{silent}", r.silent_ms), ms("{quiet}", r.quiet_ms)],
        ),
        E::Gap => put(
            A::Gap,
            lang,
            &[("{expected}", r.expected.unwrap_or_default().to_string())],
        ),
        E::Differs => put(A::Differs, lang, &[n(r.line)]),
        E::Storage => put(A::CannotStore, lang, &[detail]),
        E::TooLarge => A::TooLarge.get(lang).to_owned(),
        E::BadRequest | E::UnknownField if r.message.is_empty() => {
            put(A::BadRequest, lang, &[detail])
        }
        E::BadJson => put(A::BadJson, lang, &[detail]),
        E::NotJson => A::NotJson.get(lang).to_owned(),
        E::BadPath => put(A::BadPath, lang, &[detail]),
        E::BadMethod => put(A::BadMethod, lang, &[detail]),
        E::PlainHttpOff => format!("{} {}", A::PlainOff.get(lang), detail.1),
        E::TooMany => match r.limit {
            Some(limit) => too_many(lang, limit),
            None => r.message.clone(),
        },
        _ if r.message.is_empty() => put(A::Refused, lang, &[("{code}", code(r.error))]),
        _ => r.message.clone(),
    }
}

/// A limit reached, in `lang`.
pub fn too_many(lang: Lang, limit: Limit) -> String {
    let phrase = match limit {
        Limit::Results => A::TooManyResults,
        Limit::Copies => A::TooManyCopies,
        Limit::Reports => A::TooManyReports,
    };
    put(phrase, lang, &[("{max}", limit.max().to_string())])
}

/// A code as the API spells it (`wrong-key`).
fn code(e: E) -> String {
    serde_json::to_value(e)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_words_the_halls_refusal_itself_in_its_own_language() {
        let mut r = Refused::of(E::Revoked);
        r.table = Some(5);
        assert_eq!(
            said(Lang::De, &r),
            "der Schlüssel von Tisch 5 wurde von der Jury ersetzt: den QR-Code der neuen Tischkarte scannen"
        );
        let mut r = Refused::new(E::TooMany, "a journal holds at most 5 results");
        r.limit = Some(Limit::Results);
        assert!(said(Lang::Es, &r).starts_with("un diario guarda como máximo 5 resultados"));
        // A tournament refusal comes worded by the hall.
        let r = Refused::new(E::NoReason, "ein Grund ist nötig");
        assert_eq!(said(Lang::De, &r), "ein Grund ist nötig");
        assert_eq!(
            said(Lang::En, &Refused::of(E::NoReason)),
            "the hall refuses (no-reason)"
        );
    }
}
