//! The report's words that come from the report: whose time a row counts
//! (a score sheet's words are in `score`).

use crate::engine::TimeOf;

use super::text::{self, Lang, T};

/// A time table row's label: "Russia", "Frederick: outside own stages".
pub fn time_of(lang: Lang, of: TimeOf) -> String {
    match of {
        TimeOf::Nation(n) => text::nation(lang, n).to_owned(),
        TimeOf::Outside(s) => format!("{}: {}", text::side(lang, s), T::OutsideStages.get(lang)),
        TimeOf::Total(s) => format!("{}: {}", text::side(lang, s), T::Total.get(lang)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Side;

    #[test]
    fn time_rows_read_in_the_language() {
        assert_eq!(
            time_of(Lang::De, TimeOf::Outside(Side::Frederick)),
            "Friedrich: außerhalb der eigenen Phasen"
        );
    }
}
