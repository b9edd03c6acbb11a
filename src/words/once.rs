//! One word table: every phrase is stated once across all of `words`'
//! tables (the app's, the report sheet's, the printouts', the pages', the
//! charts', the hall's answers, the command line's), so nothing is
//! translated two ways. Two entries whose English reads the same (a closing
//! colon aside) are one phrase written twice: keep one and use it in both
//! places.

use std::collections::BTreeMap;

use super::text::Lang;

/// Every table's phrases: where it stands, then English, German, Spanish.
fn every_phrase() -> Vec<(String, [&'static str; 3])> {
    fn table<P: Copy + std::fmt::Debug>(
        name: &str,
        all: &[P],
        get: impl Fn(P, Lang) -> &'static str,
    ) -> Vec<(String, [&'static str; 3])> {
        all.iter()
            .map(|p| {
                (
                    format!("{name}::{p:?}"),
                    [get(*p, Lang::En), get(*p, Lang::De), get(*p, Lang::Es)],
                )
            })
            .collect()
    }
    let mut all = Vec::new();
    all.extend(table("text::T", super::text::T::ALL, super::text::T::get));
    #[cfg(not(target_arch = "wasm32"))]
    all.extend(table(
        "start::St",
        super::start::St::ALL,
        super::start::St::get,
    ));
    all.extend(table(
        "answer::A",
        super::answer::A::ALL,
        super::answer::A::get,
    ));
    all.extend(table(
        "chart::C",
        super::chart::C::ALL,
        super::chart::C::get,
    ));
    all.extend(table(
        "sheet::S",
        super::sheet::S::ALL,
        super::sheet::S::get,
    ));
    all.extend(table(
        "frame::D",
        super::frame::D::ALL,
        super::frame::D::get,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    {
        all.extend(table(
            "tournament::W",
            super::tournament::W::ALL,
            super::tournament::W::get,
        ));
        all.extend(table(
            "follow::F",
            super::follow::F::ALL,
            super::follow::F::get,
        ));
        all.extend(table(
            "pages::P",
            super::pages::P::ALL,
            super::pages::P::get,
        ));
        all.extend(table("jury::J", super::jury::J::ALL, super::jury::J::get));
        all.extend(table(
            "site::Site",
            super::site::Site::ALL,
            super::site::Site::get,
        ));
        all.extend(table(
            "office::R",
            super::office::R::ALL,
            super::office::R::get,
        ));
        all.extend(table(
            "field::F",
            super::field::F::ALL,
            super::field::F::get,
        ));
        all.extend(table(
            "command_line::Term",
            super::command_line::Term::ALL,
            super::command_line::Term::get,
        ));
        all.extend(table("copy::K", super::copy::K::ALL, super::copy::K::get));
        all.extend(table(
            "clock::K",
            super::clock::K::ALL,
            super::clock::K::get,
        ));
        all.extend(table(
            "results_sheet::Rs",
            super::results_sheet::Rs::ALL,
            super::results_sheet::Rs::get,
        ));
        all.extend(table(
            "trust::Tr",
            super::trust::Tr::ALL,
            super::trust::Tr::get,
        ));
    }
    all
}

#[test]
#[allow(clippy::disallowed_methods)] // the test reads the source tree
fn every_phrase_table_is_in_the_word_table() {
    // A table added to `words` and left out here would escape the check.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/words");
    let read: std::collections::BTreeSet<String> = every_phrase()
        .into_iter()
        .filter_map(|(at, _)| at.split("::").next().map(str::to_owned))
        .collect();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        if path.ends_with("once.rs") || !text.contains("phrases! {") {
            continue;
        }
        let module = path.file_stem().unwrap().to_string_lossy().into_owned();
        assert!(
            read.contains(&module),
            "words/{module}.rs's phrases are not read"
        );
    }
}

/// A phrase as compared: without a closing colon or the spaces around it
/// ("Standings:" is "Standings"; "No." and "No" are two words, "Total" as a
/// column's head and "total" in a sentence two uses).
fn plain(text: &str) -> String {
    text.trim().trim_end_matches(':').trim().to_owned()
}

#[test]
fn no_phrase_is_stated_twice_in_the_word_table() {
    let mut seen: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let all = every_phrase();
    assert!(all.len() > 400, "the tables were not read: {}", all.len());
    for (at, [en, ..]) in &all {
        seen.entry(plain(en)).or_default().push(at.clone());
    }
    let twice: Vec<_> = seen.into_iter().filter(|(_, at)| at.len() > 1).collect();
    assert!(
        twice.is_empty(),
        "phrases stated more than once (keep one): {twice:#?}"
    );
}

#[test]
fn a_phrase_twice_is_found() {
    assert_eq!(plain("Standings:"), plain("Standings"));
    assert_ne!(plain("Round"), plain("Rounds"));
}
