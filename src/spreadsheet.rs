//! Text written into CSV cells for the jury's spreadsheet: quoted when it
//! needs it (RFC 4180), and kept from being run as a formula. A player's
//! name like `=HYPERLINK(…)` or `+1` would otherwise be a formula when the
//! jury opens the export; such a cell starts with `'`, which spreadsheets
//! show as text and [`read`] takes off again.

/// The characters a spreadsheet reads as the start of a formula.
const FORMULA: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A text cell: `'` before a formula's first character, quotes if it has a
/// comma, quote or line break.
pub fn cell(text: &str) -> String {
    let guarded = if text.starts_with(FORMULA) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if guarded.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", guarded.replace('"', "\"\""))
    } else {
        guarded
    }
}

/// A text cell as [`cell`] wrote it (unquoted already): without the `'`
/// that kept a formula from running.
pub fn read(text: &str) -> &str {
    match text.strip_prefix('\'') {
        Some(rest) if rest.starts_with(FORMULA) => rest,
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_that_looks_like_a_formula_is_written_as_text_and_read_back_as_it_was() {
        for (name, written) in [
            (
                "=HYPERLINK(\"http://x\",\"y\")",
                "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"",
            ),
            ("+49 170", "'+49 170"),
            ("-", "'-"),
            ("@home", "'@home"),
            ("Anna Adler", "Anna Adler"),
            ("Müller, Bernd", "\"Müller, Bernd\""),
            ("'quoted'", "'quoted'"),
        ] {
            assert_eq!(cell(name), written, "{name}");
            let unquoted = written
                .strip_prefix('"')
                .and_then(|w| w.strip_suffix('"'))
                .map_or(written.to_owned(), |w| w.replace("\"\"", "\""));
            assert_eq!(read(&unquoted), name, "{written}");
        }
    }
}
