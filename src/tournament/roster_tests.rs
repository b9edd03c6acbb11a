//! A players' CSV read line by line (the hall's import) and whole (the
//! command line's draw).
#![allow(clippy::unwrap_used)]

use super::*;

#[test]
fn each_line_is_read_on_its_own() {
    let csv = "name,town,note,fill-in\nAnna,Berlin,,\n,Wien,,\nBo,,junior,maybe\nAnna,Berlin,,\nCy,Graz,,x\n";
    let rows = rows(csv).unwrap();
    let lines: Vec<usize> = rows.iter().map(|r| r.line).collect();
    assert_eq!(lines, [2, 3, 4, 5, 6]);
    assert_eq!(rows[0].read.as_ref().unwrap().name, "Anna");
    assert_eq!(rows[1].read, Err(CsvProblem::NoName));
    assert_eq!(rows[2].read, Err(CsvProblem::FillIn("maybe".into())));
    // A line like an earlier one reads: the import judges it, not the reader.
    assert!(rows[3].read.is_ok());
    assert!(rows[4].read.as_ref().unwrap().fill_in);
    // The whole file stops at its first problem, as `draw` does.
    assert_eq!(read(csv).unwrap_err(), (3, CsvProblem::NoName));
    // A header the reader does not know spoils every line.
    assert!(matches!(
        rows_of("name;town\nA;B\n"),
        Err((1, CsvProblem::BadHeader(_)))
    ));
}

fn rows_of(csv: &str) -> Result<Vec<Row>, Problem> {
    rows(csv)
}
