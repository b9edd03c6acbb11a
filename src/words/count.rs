//! Counted nouns: "1 table", "4 tables"; "1 Tisch", "4 Tische"; "1 mesa",
//! "4 mesas". Each language says when a count takes the singular
//! ([`singular`]), and each noun has both forms in every language, so a
//! phrase puts "{tables}" where the number and its noun go together.

use super::text::Lang;

/// A noun that is counted in a phrase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Noun {
    /// Players (all of them, fill-ins included).
    Player,
    /// Ranked players (fill-ins not counted).
    Ranked,
    /// Out-of-competition fill-ins.
    FillIn,
    /// Tables of a round.
    Table,
}

impl Noun {
    /// Every noun (for the tests).
    pub const ALL: &[Noun] = &[Noun::Player, Noun::Ranked, Noun::FillIn, Noun::Table];

    /// Its singular and plural in `lang`.
    fn forms(self, lang: Lang) -> [&'static str; 2] {
        match (self, lang) {
            (Noun::Player, Lang::En) => ["player", "players"],
            (Noun::Player, Lang::De) => ["Spieler", "Spieler"],
            (Noun::Player, Lang::Es) => ["jugador", "jugadores"],
            (Noun::Ranked, Lang::En) => ["ranked player", "ranked players"],
            (Noun::Ranked, Lang::De) => ["gewerteter Spieler", "gewertete Spieler"],
            (Noun::Ranked, Lang::Es) => [
                "jugador en la clasificación",
                "jugadores en la clasificación",
            ],
            (Noun::FillIn, Lang::En) => ["fill-in", "fill-ins"],
            (Noun::FillIn, Lang::De) => ["Ersatzspieler", "Ersatzspieler"],
            (Noun::FillIn, Lang::Es) => ["suplente", "suplentes"],
            (Noun::Table, Lang::En) => ["table", "tables"],
            (Noun::Table, Lang::De) => ["Tisch", "Tische"],
            (Noun::Table, Lang::Es) => ["mesa", "mesas"],
        }
    }
}

/// Whether the count `n` takes the singular in `lang`. English, German and
/// Spanish agree: one alone ("0 tables", "0 Tische", "0 mesas").
pub fn singular(lang: Lang, n: usize) -> bool {
    match lang {
        Lang::En | Lang::De | Lang::Es => n == 1,
    }
}

/// `n` and its noun in `lang`: "1 fill-in", "3 fill-ins".
pub fn count(lang: Lang, n: usize, noun: Noun) -> String {
    let [one, many] = noun.forms(lang);
    format!("{n} {}", if singular(lang, n) { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_takes_the_singular_and_every_other_count_the_plural() {
        assert_eq!(count(Lang::En, 1, Noun::Table), "1 table");
        assert_eq!(count(Lang::En, 4, Noun::Table), "4 tables");
        assert_eq!(count(Lang::En, 0, Noun::FillIn), "0 fill-ins");
        assert_eq!(count(Lang::En, 1, Noun::FillIn), "1 fill-in");
        assert_eq!(count(Lang::De, 1, Noun::Table), "1 Tisch");
        assert_eq!(count(Lang::De, 2, Noun::Table), "2 Tische");
        assert_eq!(count(Lang::De, 1, Noun::Ranked), "1 gewerteter Spieler");
        assert_eq!(count(Lang::Es, 1, Noun::Table), "1 mesa");
        assert_eq!(count(Lang::Es, 3, Noun::Player), "3 jugadores");
        assert_eq!(count(Lang::Es, 1, Noun::FillIn), "1 suplente");
        for lang in Lang::ALL {
            for noun in Noun::ALL {
                let [one, many] = noun.forms(lang);
                assert!(!one.is_empty() && !many.is_empty(), "{noun:?} in {lang:?}");
            }
        }
    }
}
