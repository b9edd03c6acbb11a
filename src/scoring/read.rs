//! A result file's text read into a [`ResultInput`]: TOML, or JSON if it
//! starts with `{`; at most [`MAX_RESULT_BYTES`]; a file that does not read
//! says why in one line (where, and the reader's message). `words::problem`
//! words the reasons (its `Display` is the English, as the command line
//! prints it).

use super::result::ResultInput;

/// The most a result file may hold. A real one is a few KB (the fields of
/// `docs/scoring.md`, players' names and the Cards of Fate); anything far
/// larger is not a result.
pub const MAX_RESULT_BYTES: usize = 64 * 1024;

/// Why a result file's text does not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// Larger than [`MAX_RESULT_BYTES`].
    TooLarge {
        /// Its size in bytes.
        bytes: u64,
        /// The most a result may hold, in bytes.
        max: usize,
    },
    /// Not TOML that reads as a result: where, and the reader's message.
    Toml {
        /// The line (from 1), when the reader says where.
        line: Option<usize>,
        /// The column (from 1) on that line.
        column: Option<usize>,
        /// The key assigned on that line, when the message does not name it.
        key: Option<String>,
        /// The TOML reader's message, on one line.
        message: String,
    },
    /// Not JSON that reads as a result: the reader's message (which says
    /// where, on one line).
    Json(String),
}

/// Whether a result of `bytes` bytes may be read.
pub fn check_size(bytes: u64) -> Result<(), ReadError> {
    let max = MAX_RESULT_BYTES;
    if bytes > max as u64 {
        return Err(ReadError::TooLarge { bytes, max });
    }
    Ok(())
}

/// A result file's text read, or why not.
pub fn read(text: &str) -> Result<ResultInput, ReadError> {
    check_size(text.len() as u64)?;
    if text.trim_start().starts_with('{') {
        return crate::strict_json::from_str(text)
            .map_err(|e| ReadError::Json(one_line(&e.to_string())));
    }
    toml::from_str(text).map_err(|e| {
        let at = e.span().map(|span| line_and_column(text, span.start));
        let message = one_line(e.message());
        let key = at
            .and_then(|(line, _)| crate::engine::key_at(text, line))
            .filter(|k| !message.contains(k.as_str()));
        ReadError::Toml {
            line: at.map(|(l, _)| l),
            column: at.map(|(_, c)| c),
            key,
            message,
        }
    })
}

/// The reader's words with every line break and run of spaces made one space.
fn one_line(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The line and column (both from 1, the column in characters) of a byte
/// offset.
fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_toml_mistake_is_said_in_one_line_with_its_line_column_and_key() {
        let text = "turns = 12\noutcome = \"attackers\"\n\n[objectives.russia]\nheld = \"eight\"\n";
        let e = read(text).unwrap_err();
        let ReadError::Toml {
            line, column, key, ..
        } = &e
        else {
            panic!("{e:?}");
        };
        assert_eq!((*line, *column), (Some(5), Some(8)));
        assert_eq!(key.as_deref(), Some("objectives.russia.held"));
        let said = e.to_string();
        assert!(!said.contains('\n'), "{said}");
        assert!(
            said.starts_with("line 5, column 8: objectives.russia.held: "),
            "{said}"
        );
    }

    #[test]
    fn a_result_larger_than_the_limit_is_not_read() {
        let text = format!("turns = 12\n# {}\n", "x".repeat(MAX_RESULT_BYTES));
        let e = read(&text).unwrap_err();
        assert!(matches!(e, ReadError::TooLarge { max, .. } if max == MAX_RESULT_BYTES));
        assert!(e.to_string().contains("64 KB"), "{e}");
        assert!(read("turns = 12\n").is_ok());
    }

    #[test]
    fn json_is_read_when_the_text_starts_with_a_brace() {
        let r = read("  {\"turns\": 9}").unwrap();
        assert_eq!(r.turns, Some(9));
        let e = read("{\"turns\": \"x\"}").unwrap_err().to_string();
        assert!(e.contains("line 1"), "{e}");
        assert!(!e.contains('\n'));
    }
}
