//! The words about the hall's second copy (`hall --copy-to`, a USB stick),
//! in English, German and Spanish: why the hall does not start with it
//! (the command line), and the jury's warning once it stopped (the jury's
//! page).

use std::path::Path;

use crate::disk::{SecondCopy, Unlevel};

use super::command_line::fill;
use super::text::Lang;

phrases! {
    K, "A phrase about the hall's second copy.";
    Same: "--copy-to {copy} is the data dir itself: the second copy must be a folder on another disk (a USB stick)", "--copy-to {copy} ist der Datenordner selbst: die zweite Kopie muss ein Ordner auf einem anderen Datenträger sein (einem USB-Stick)", "--copy-to {copy} es la propia carpeta de datos: la segunda copia debe ser una carpeta en otro disco (una memoria USB)";
    Inside: "--copy-to {copy} and the data dir {dir} lie one inside the other: the second copy must be a folder of its own on another disk (a USB stick)", "--copy-to {copy} und der Datenordner {dir} liegen ineinander: die zweite Kopie muss ein eigener Ordner auf einem anderen Datenträger sein (einem USB-Stick)", "--copy-to {copy} y la carpeta de datos {dir} están una dentro de la otra: la segunda copia debe ser una carpeta propia en otro disco (una memoria USB)";
    NoFolder: "--copy-to {copy}: the folder {parent} does not exist (is the USB stick in?)", "--copy-to {copy}: der Ordner {parent} existiert nicht (steckt der USB-Stick?)", "--copy-to {copy}: la carpeta {parent} no existe (¿está puesta la memoria USB?)";
    Ahead: "the second copy in {copy} is ahead of the data dir {dir} ({file} holds more there): the tournament went on there. Start the hall on the copy (--data-dir {copy}, with --copy-to a new stick's folder); or, if {dir} is the one to keep, give --copy-to an empty folder. Nothing was changed.", "die zweite Kopie in {copy} ist weiter als der Datenordner {dir} ({file} enthält dort mehr): das Turnier ging dort weiter. Die Turnierleitung auf der Kopie starten (--data-dir {copy}, mit --copy-to auf den Ordner eines neuen Sticks); oder, wenn {dir} der richtige ist, --copy-to einen leeren Ordner geben. Nichts wurde geändert.", "la segunda copia en {copy} va por delante de la carpeta de datos {dir} ({file} contiene más allí): el torneo siguió allí. Inicie la sala sobre la copia (--data-dir {copy}, con --copy-to en la carpeta de una memoria nueva); o, si {dir} es la que vale, dé a --copy-to una carpeta vacía. No se cambió nada.";
    Differs: "the second copy in {copy} and the data dir {dir} differ ({file}): which of them the tournament went on with cannot be told. Start the hall with --data-dir on the one to keep and --copy-to an empty folder. Nothing was changed.", "die zweite Kopie in {copy} und der Datenordner {dir} unterscheiden sich ({file}): mit welchem das Turnier weiterging, lässt sich nicht sagen. Die Turnierleitung mit --data-dir auf dem richtigen und --copy-to auf einem leeren Ordner starten. Nichts wurde geändert.", "la segunda copia en {copy} y la carpeta de datos {dir} difieren ({file}): no se puede saber con cuál siguió el torneo. Inicie la sala con --data-dir en la que vale y --copy-to en una carpeta vacía. No se cambió nada.";
    Refused: "--copy-to {copy}: {why}", "--copy-to {copy}: {why}", "--copy-to {copy}: {why}";
    Stopped: "The second copy in {dir} stopped at {at}: {file} could not be written there ({why}). The hall goes on with its own disk only. To have a second copy again, put a USB stick in and restart the hall with --copy-to an empty folder on it.", "Die zweite Kopie in {dir} ist um {at} stehen geblieben: {file} ließ sich dort nicht schreiben ({why}). Die Turnierleitung arbeitet nur mit ihrem eigenen Datenträger weiter. Für eine neue zweite Kopie einen USB-Stick einstecken und die Turnierleitung mit --copy-to auf einen leeren Ordner darauf neu starten.", "La segunda copia en {dir} se detuvo a las {at}: no se pudo escribir allí {file} ({why}). La sala sigue solo con su propio disco. Para volver a tener una segunda copia, ponga una memoria USB y reinicie la sala con --copy-to en una carpeta vacía de ella.";
}

/// Why the hall does not start with the second copy in `copy` beside the
/// data dir `dir`.
pub fn refused(lang: Lang, why: &Unlevel, dir: &Path, copy: &Path) -> String {
    let (dir, copy) = (dir.display(), copy.display());
    match why {
        Unlevel::Same => fill(K::Same.get(lang), &[("copy", &copy)]),
        Unlevel::Inside => fill(K::Inside.get(lang), &[("copy", &copy), ("dir", &dir)]),
        Unlevel::NoFolder { parent } => fill(
            K::NoFolder.get(lang),
            &[("copy", &copy), ("parent", &parent.display())],
        ),
        Unlevel::Ahead { file } => fill(
            K::Ahead.get(lang),
            &[("copy", &copy), ("dir", &dir), ("file", &file.display())],
        ),
        Unlevel::Differs { file } => fill(
            K::Differs.get(lang),
            &[("copy", &copy), ("dir", &dir), ("file", &file.display())],
        ),
        Unlevel::Io { .. } => fill(K::Refused.get(lang), &[("copy", &copy), ("why", why)]),
    }
}

/// "The second copy in /media/stick/hall stopped at 14:32: …"; empty while
/// it is written.
pub fn stopped(lang: Lang, copy: &SecondCopy) -> String {
    let Some(s) = &copy.stopped else {
        return String::new();
    };
    let at = crate::format::wall_hour_minute(&s.at);
    fill(
        K::Stopped.get(lang),
        &[
            ("dir", &copy.dir.display()),
            ("at", &at),
            ("file", &s.file.display()),
            ("why", &s.why),
        ],
    )
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::path::PathBuf;

    use chrono::Local;

    use super::*;
    use crate::disk::{Level, Stopped};

    #[test]
    fn a_refusal_names_both_folders_and_the_file_in_each_language() {
        let why = Unlevel::Ahead {
            file: PathBuf::from("tournament.jsonl"),
        };
        let (dir, copy) = (Path::new("/home/jury/hall"), Path::new("/media/stick/hall"));
        for lang in Lang::ALL {
            let said = refused(lang, &why, dir, copy);
            for part in [
                "/home/jury/hall",
                "--data-dir /media/stick/hall",
                "tournament.jsonl",
            ] {
                assert!(said.contains(part), "{lang:?}: {said}");
            }
            assert!(!said.contains('{'), "{said}");
        }
    }

    #[test]
    fn the_stop_says_when_where_and_why() {
        let at = chrono::TimeZone::with_ymd_and_hms(&Local, 2026, 11, 24, 14, 32, 5).unwrap();
        let copy = SecondCopy {
            dir: PathBuf::from("/media/stick/hall"),
            level: Level::default(),
            stopped: Some(Stopped {
                at,
                file: PathBuf::from("journals/r1-t1.jsonl"),
                why: "No such file or directory (os error 2)".to_owned(),
            }),
        };
        assert_eq!(
            stopped(Lang::En, &copy),
            "The second copy in /media/stick/hall stopped at 14:32: journals/r1-t1.jsonl could not be written there (No such file or directory (os error 2)). The hall goes on with its own disk only. To have a second copy again, put a USB stick in and restart the hall with --copy-to an empty folder on it."
        );
        assert!(stopped(Lang::De, &copy).contains("um 14:32"));
        assert!(
            stopped(
                Lang::Es,
                &SecondCopy {
                    stopped: None,
                    ..copy
                }
            )
            .is_empty()
        );
    }
}
