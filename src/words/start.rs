//! What the hall says at its start, on its terminal: where it listens, the
//! jury's key and pages, where the tablets join, HTTPS and its trust page,
//! the second copy, and what it warns of (a folder made private, no
//! network, no web build). The `friedrich-clock hall:` before each line
//! and the addresses are the same in every language.

use super::text::Lang;

phrases! {
    St, "A phrase of the hall's start.";
    Listening: "listening on http://0.0.0.0:{port}/ with the copies in {dir}", "hört auf http://0.0.0.0:{port}/, die Kopien in {dir}", "escucha en http://0.0.0.0:{port}/ con las copias en {dir}";
    Key: "tournament key {key}", "Turnierschlüssel {key}", "clave del torneo {key}";
    JuryPage: "jury's page {at}/tournament{elsewhere} (type the key above there once; it is the jury's alone: tables join by the QR codes on their table cards)", "Seite der Jury {at}/tournament{elsewhere} (dort einmal den Schlüssel oben eingeben; er gehört allein der Jury: Tische kommen über die QR-Codes ihrer Tischkarten hinzu)", "página del jurado {at}/tournament{elsewhere} (escriba allí una vez la clave de arriba; es solo del jurado: las mesas se unen con los códigos QR de sus tarjetas de mesa)";
    Elsewhere: " on this laptop, {secure}/tournament from another device (over HTTPS)", " auf diesem Laptop, {secure}/tournament von einem anderen Gerät (über HTTPS)", " en este portátil, {secure}/tournament desde otro dispositivo (por HTTPS)";
    HallView: "hall view {at}/hall", "Saalansicht {at}/hall", "vista de la sala {at}/hall";
    Tablets: "tablets reach the hall at {url}/ (--address to set another)", "Tablets erreichen die Turnierleitung unter {url}/ (--address für eine andere)", "las tabletas llegan a la sala en {url}/ (--address para otra)";
    Standings: "players' standings {at}/standings", "Rangliste für die Spieler {at}/standings", "clasificación para los jugadores {at}/standings";
    Https: "HTTPS on {secure}/ with the hall's own certificate authority (SHA-256 {fingerprint})", "HTTPS unter {secure}/ mit der eigenen Zertifizierungsstelle der Turnierleitung (SHA-256 {fingerprint})", "HTTPS en {secure}/ con la autoridad de certificación propia de la sala (SHA-256 {fingerprint})";
    PlainBeside: "plain HTTP beside it for tablets that cannot trust it", "einfaches HTTP daneben für Tablets, die ihr nicht vertrauen können", "HTTP simple al lado para las tabletas que no pueden confiar en ella";
    PlainTrustOnly: "plain HTTP serves the trust page only (--no-plain-http)", "einfaches HTTP bedient nur die Vertrauensseite (--no-plain-http)", "HTTP simple sirve solo la página de confianza (--no-plain-http)";
    TrustPage: "trust page {trust} (each tablet once, before the first round; {plain}):", "Vertrauensseite {trust} (jedes Tablet einmal, vor der ersten Runde; {plain}):", "página de confianza {trust} (cada tableta una vez, antes de la primera ronda; {plain}):";
    NoNetwork: "no network found: tablets cannot reach {at}; connect this laptop to the venue's network, or give --address", "kein Netzwerk gefunden: Tablets erreichen {at} nicht; diesen Laptop mit dem Netzwerk des Saals verbinden oder --address angeben", "no se encontró red: las tabletas no llegan a {at}; conecte este portátil a la red del local o indique --address";
    SecondCopy: "a second copy in {dir} ({n} files brought level at the start)", "eine zweite Kopie in {dir} ({n} Dateien beim Start abgeglichen)", "una segunda copia en {dir} ({n} archivos igualados al arrancar)";
    SameDisk: "{dir}: the second copy is on the same disk as the data dir: it will not survive that disk; put it on a USB stick", "{dir}: die zweite Kopie liegt auf derselben Platte wie das Datenverzeichnis: sie überlebt diese Platte nicht; auf einen USB-Stick legen", "{dir}: la segunda copia está en el mismo disco que la carpeta de datos: no sobrevivirá a ese disco; póngala en una memoria USB";
    NoWeb: "{dir}: no web build here (run `make web`): the tablets cannot load the clock from the hall", "{dir}: hier ist kein Web-Build (`make web` ausführen): die Tablets können die Uhr nicht von der Turnierleitung laden", "{dir}: aquí no hay compilación web (ejecute `make web`): las tabletas no pueden cargar el reloj desde la sala";
    OpenFiles: "open files: the soft limit raised from {was} to {now}", "offene Dateien: die weiche Grenze von {was} auf {now} angehoben", "archivos abiertos: el límite blando subió de {was} a {now}";
    MadePrivate: "{dir}: made private: the folder 700, the keys and device ids 600 ({n} changed)", "{dir}: privat gemacht: der Ordner 700, die Schlüssel und Geräte-IDs 600 ({n} geändert)", "{dir}: hecho privado: la carpeta 700, las claves e identificadores de dispositivo 600 ({n} cambiados)";
    NotPrivate: "{dir}: cannot make it private (700): {why}", "{dir}: kann nicht privat gemacht werden (700): {why}", "{dir}: no se puede hacer privado (700): {why}";
    NoModes: "keys not made private (a file system with no modes?): {why}", "Schlüssel nicht privat gemacht (ein Dateisystem ohne Rechte?): {why}", "claves no hechas privadas (¿un sistema de archivos sin permisos?): {why}";
}

/// A phrase of the start with its `{places}` filled in.
pub fn say(lang: Lang, st: St, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(st.get(lang).to_owned(), |s, (k, v)| s.replace(k, v))
}
