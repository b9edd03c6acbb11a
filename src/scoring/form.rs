//! A result as a form holds it: what is typed, kept as text so a typo can
//! be shown and named, turned into a [`ResultInput`] for the scorer. One
//! form for every shell: the table's result screen (egui) and the jury's
//! result form in the hall (its fields by the result file's names).

use std::collections::{BTreeMap, BTreeSet};

use crate::engine::{FateCard, Nation, Preset, Role};
use crate::scoring::result::{
    ATTACKERS, HoldingInput, ImperialInput, OffensiveInput, ResultError, fate_key,
    imperial_objectives, key,
};
use crate::scoring::{OffensiveEnd, Outcome, Problem, ResultInput};

/// The form's state.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultForm {
    /// Number fields by their name in the result file (`objectives.russia.held`).
    pub numbers: BTreeMap<String, String>,
    /// How the game ended, once chosen.
    pub outcome: Option<Outcome>,
    /// The winning attacking nations ticked.
    pub winners: BTreeSet<Nation>,
    /// Who controlled the Imperial Army at the end.
    pub imperial: Role,
    /// Whether Prussia launched the offensive option.
    pub offensive: bool,
    /// How the offensive option ended.
    pub offensive_end: Option<OffensiveEnd>,
    /// Whether the TC was picked up during the offensive.
    pub tc_picked_up: Option<bool>,
    /// The Cards of Fate in order (file names: "poems", "other", …).
    pub fate: Vec<String>,
    /// How many of them the clock recorded (those cannot be removed here).
    pub fate_drawn: usize,
    /// The places of the Strokes of Fate as the hall's form typed them
    /// (`fate-at.elisabeth` "3"); none typed: the list counts.
    pub fate_at: BTreeMap<String, String>,
    /// The scoring rules the jury picked (a preset id), the game's by default.
    pub ruleset: Option<String>,
    /// Kept as they came: table and players.
    base: ResultInput,
}

/// A nation's three number fields.
pub fn holding_fields(nation: Nation) -> [String; 3] {
    let k = format!("objectives.{}", key(nation));
    [
        format!("{k}.held"),
        format!("{k}.total"),
        format!("{k}.out-turn"),
    ]
}

/// The offensive's number fields, in the form's order.
pub const OFFENSIVE_FIELDS: [&str; 5] = [
    "offensive.launched-turn",
    "offensive.ended-turn",
    "offensive.prussia-bohemian",
    "offensive.austria-bohemian",
    "offensive.bohemian-total",
];

/// The Imperial Army switch fields: its turn, and the army's objectives
/// held and in all at that moment.
pub const SWITCH_FIELDS: [&str; 3] = [
    "imperial-army.switch-turn",
    "imperial-army.held-at-switch",
    "imperial-army.total-at-switch",
];

/// The field of the place (1–18) at which a Stroke of Fate came in the
/// order of the Cards of Fate (`fate-at.elisabeth`): the six of them say
/// the order as far as the scores need it, the cards between them "other".
pub fn fate_at_field(card: FateCard) -> String {
    format!("fate-at.{}", fate_key(card))
}

/// Where each Stroke of Fate is in `fate` (from 1), by its field.
pub fn fate_places(fate: &[String]) -> BTreeMap<String, String> {
    FateCard::STROKES
        .into_iter()
        .map(|card| {
            let at = fate.iter().position(|f| f == fate_key(card));
            (
                fate_at_field(card),
                at.map(|i| (i + 1).to_string()).unwrap_or_default(),
            )
        })
        .collect()
}

/// The scoring rules the jury can pick on the result form (British Open's
/// scoring is in none of the texts: it scores as FWC 2026).
pub const SCORING_CHOICES: [Preset; 5] = [
    Preset::Fwc2026,
    Preset::Fwc2020,
    Preset::Cafe2023,
    Preset::Cafe2023Es,
    Preset::Cafe2019,
];

impl ResultForm {
    /// The scoring rules picked, as the form shows them: British Open's are
    /// FWC 2026's; `None` if the key names no preset.
    pub fn scoring(&self) -> Option<Preset> {
        self.ruleset
            .as_deref()
            .and_then(|r| r.parse::<Preset>().ok())
            .map(Preset::scoring)
    }
}

fn text(n: Option<i64>) -> String {
    n.map(|n| n.to_string()).unwrap_or_default()
}

impl ResultForm {
    /// The form showing `input` (a pre-filled or saved result).
    pub fn from_input(input: &ResultInput, fate_drawn: usize) -> Self {
        let mut numbers = BTreeMap::new();
        numbers.insert("turns".to_owned(), text(input.turns));
        for nation in ATTACKERS {
            let h = input.objectives.get(&nation).cloned().unwrap_or_default();
            let [held, total, out] = holding_fields(nation);
            numbers.insert(held, text(h.held));
            numbers.insert(total, text(h.total));
            numbers.insert(out, text(h.out_turn));
        }
        // Shown once the jury says the army switched: its total then is 10
        // unless a saved result says otherwise.
        let total_at_switch = match &input.imperial_army {
            None => Some(i64::from(imperial_objectives(Role::MariaTheresia))),
            Some(ia) => ia.total_at_switch,
        };
        let ia = input.imperial_army.clone().unwrap_or_default();
        numbers.insert(SWITCH_FIELDS[0].to_owned(), text(ia.switch_turn));
        numbers.insert(SWITCH_FIELDS[1].to_owned(), text(ia.held_at_switch));
        numbers.insert(SWITCH_FIELDS[2].to_owned(), text(total_at_switch));
        let oo = input.offensive.clone().unwrap_or_default();
        let values = [
            oo.launched_turn,
            oo.ended_turn,
            oo.prussia_bohemian,
            oo.austria_bohemian,
            oo.bohemian_total
                .or(Some(i64::from(crate::engine::Nation::BOHEMIAN_OBJECTIVES))),
        ];
        for (field, value) in OFFENSIVE_FIELDS.iter().zip(values) {
            numbers.insert((*field).to_owned(), text(value));
        }
        Self {
            numbers,
            outcome: input.outcome,
            winners: input.winners.iter().copied().collect(),
            imperial: ia.controller.unwrap_or(Role::MariaTheresia),
            offensive: input.offensive.is_some(),
            offensive_end: oo.end,
            tc_picked_up: oo.tc_picked_up,
            fate_drawn: fate_drawn.min(input.fate.len()),
            fate: input.fate.clone(),
            fate_at: BTreeMap::new(),
            ruleset: input.ruleset.clone(),
            base: input.clone(),
        }
    }

    /// The form as the hall's page sends it: every field by its name in the
    /// result file (`turns`, `objectives.russia.held`, `outcome`,
    /// `winners.russia` "true", `imperial-army.controller`, `offensive`
    /// "true", `offensive.end`, `offensive.tc-picked-up` "yes"/"no",
    /// `fate` "poems, other, …", `ruleset`), over `base` (the table and the
    /// players kept). A field it does not know is not read.
    pub fn from_fields(fields: &BTreeMap<String, String>, base: &ResultInput) -> Self {
        let mut form = Self::from_input(base, 0);
        let said = |name: &str| fields.get(name).map(|v| v.trim()).filter(|v| !v.is_empty());
        let ticked = |name: &str| said(name).is_some_and(|v| v == "true" || v == "on");
        let named = |name: &str| said(name).map(|v| serde_json::Value::String(v.to_owned()));
        for (name, text) in &mut form.numbers {
            *text = fields.get(name).cloned().unwrap_or_default();
        }
        form.outcome = named("outcome").and_then(|v| serde_json::from_value(v).ok());
        form.winners = ATTACKERS
            .into_iter()
            .filter(|n| ticked(&format!("winners.{}", key(*n))))
            .collect();
        form.imperial = named("imperial-army.controller")
            .and_then(|v| serde_json::from_value(v).ok())
            .unwrap_or(Role::MariaTheresia);
        form.offensive = ticked("offensive");
        form.offensive_end = named("offensive.end").and_then(|v| serde_json::from_value(v).ok());
        form.tc_picked_up = match said("offensive.tc-picked-up") {
            Some("yes") => Some(true),
            Some("no") => Some(false),
            _ => None,
        };
        // A form without the list keeps the cards it came with (the
        // places say any change).
        if fields.contains_key("fate") {
            form.fate = said("fate")
                .map(|f| {
                    f.split(',')
                        .map(|c| c.trim().to_owned())
                        .filter(|c| !c.is_empty())
                        .collect()
                })
                .unwrap_or_default();
        }
        form.fate_at = FateCard::STROKES
            .into_iter()
            .filter_map(|c| {
                let field = fate_at_field(c);
                let text = fields.get(&field)?.trim().to_owned();
                Some((field, text))
            })
            .collect();
        form.ruleset = said("ruleset").map(str::to_owned);
        form
    }

    /// A number field's text, for editing.
    pub fn number(&mut self, field: &str) -> &mut String {
        self.numbers.entry(field.to_owned()).or_default()
    }

    fn parse(&self, field: &str) -> Result<Option<i64>, ResultError> {
        let t = self.numbers.get(field).map_or("", |s| s.trim());
        if t.is_empty() {
            return Ok(None);
        }
        t.replace('−', "-")
            .parse::<i64>()
            .map(Some)
            .map_err(|_| ResultError {
                field: field.to_owned(),
                problem: Problem::NotANumber(t.to_owned()),
            })
    }

    /// The Cards of Fate in order: the list as it came, unless the places
    /// typed say another order; then each Stroke of Fate at its place,
    /// "other" between them and after them up to the cards the game
    /// revealed (one after each turn from the sixth).
    fn fate_in_order(&self) -> Result<Vec<String>, ResultError> {
        let places = fate_places(&self.fate);
        let same = places
            .iter()
            .all(|(field, at)| self.fate_at.get(field).is_none_or(|typed| typed == at));
        if self.fate_at.is_empty() || same {
            return Ok(self.fate.clone());
        }
        let mut order: Vec<Option<&'static str>> = Vec::new();
        for card in FateCard::STROKES {
            let field = fate_at_field(card);
            let typed = self.fate_at.get(&field).or_else(|| places.get(&field));
            let typed = typed.map_or("", |t| t.trim());
            if typed.is_empty() {
                continue;
            }
            let Ok(at) = typed.parse::<i64>() else {
                return Err(ResultError {
                    field,
                    problem: Problem::NotANumber(typed.to_owned()),
                });
            };
            let bad = |problem| ResultError {
                field: field.clone(),
                problem,
            };
            let max = u32::try_from(FateCard::all().len()).unwrap_or(u32::MAX);
            let place = match u32::try_from(at) {
                Ok(p) if (1..=max).contains(&p) => p,
                _ => return Err(bad(Problem::NoSuchPlace(at))),
            };
            let i = usize::try_from(place - 1).unwrap_or(usize::MAX);
            if order.len() <= i {
                order.resize(i + 1, None);
            }
            if order[i].is_some() {
                return Err(bad(Problem::SamePlace(place)));
            }
            order[i] = Some(fate_key(card));
        }
        // The cards the game revealed are all listed, "other" after the
        // last Stroke of Fate (the unscaled TC coefficient counts them).
        let turns = self.parse("turns")?.unwrap_or(0);
        let revealed = usize::try_from(turns - i64::from(crate::engine::FIRST_FATE_TURN))
            .unwrap_or(0)
            .min(FateCard::all().len());
        if order.len() < revealed {
            order.resize(revealed, None);
        }
        Ok(order
            .into_iter()
            .map(|c| c.unwrap_or("other").to_owned())
            .collect())
    }

    /// The result as typed; a field that is not a number is named.
    pub fn input(&self) -> Result<ResultInput, ResultError> {
        let mut input = ResultInput {
            turns: self.parse("turns")?,
            outcome: self.outcome,
            winners: match self.outcome {
                Some(Outcome::Attackers) => self.winners.iter().copied().collect(),
                _ => Vec::new(),
            },
            objectives: BTreeMap::new(),
            imperial_army: None,
            offensive: None,
            fate: self.fate_in_order()?,
            ruleset: self.ruleset.clone(),
            ..self.base.clone()
        };
        for nation in ATTACKERS {
            let [held, total, out] = holding_fields(nation);
            input.objectives.insert(
                nation,
                HoldingInput {
                    held: self.parse(&held)?,
                    total: self.parse(&total)?,
                    out_turn: self.parse(&out)?,
                },
            );
        }
        if self.imperial != Role::MariaTheresia {
            input.imperial_army = Some(ImperialInput {
                controller: Some(self.imperial),
                switch_turn: self.parse(SWITCH_FIELDS[0])?,
                held_at_switch: self.parse(SWITCH_FIELDS[1])?,
                total_at_switch: self.parse(SWITCH_FIELDS[2])?,
            });
        }
        if self.offensive {
            let [launched, ended, prussia, austria, total] =
                OFFENSIVE_FIELDS.map(|f| self.parse(f));
            input.offensive = Some(OffensiveInput {
                launched_turn: launched?,
                end: self.offensive_end,
                ended_turn: ended?,
                prussia_bohemian: prussia?,
                austria_bohemian: austria?,
                bohemian_total: total?,
                tc_picked_up: self.tc_picked_up,
            });
        }
        Ok(input)
    }
}

#[cfg(test)]
#[path = "form_fate_tests.rs"]
mod fate_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typo_is_named_and_a_round_trip_keeps_everything() {
        let mut form = ResultForm::from_input(&ResultInput::default(), 0);
        *form.number("objectives.russia.held") = "x".to_owned();
        let e = form.input().err().map(|e| e.to_string());
        assert_eq!(
            e.as_deref(),
            Some("objectives.russia.held: 'x' is not a whole number")
        );
        *form.number("objectives.russia.held") = "5".to_owned();
        *form.number("turns") = "12".to_owned();
        form.outcome = Some(Outcome::Attackers);
        form.winners.insert(Nation::France);
        let input = form.input().ok();
        let again = input
            .as_ref()
            .map(|i| ResultForm::from_input(i, 0).input().ok());
        assert_eq!(again, Some(input.clone()));
        let input = input.unwrap_or_default();
        assert_eq!(input.turns, Some(12));
        assert_eq!(input.winners, vec![Nation::France]);
    }

    #[test]
    fn the_halls_form_fields_read_as_the_result_file_says_them() {
        let fields: BTreeMap<String, String> = [
            ("turns", "12"),
            ("outcome", "attackers"),
            ("winners.russia", "true"),
            ("winners.france", "false"),
            ("objectives.russia.held", "8"),
            ("objectives.russia.total", "8"),
            ("objectives.sweden.out-turn", "9"),
            ("imperial-army.controller", "elisabeth"),
            ("imperial-army.switch-turn", "7"),
            ("offensive", "false"),
            ("fate", "poems, other ,sweden"),
            ("unknown.field", "ignored"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
        let base = ResultInput {
            table: Some("3".to_owned()),
            ..ResultInput::default()
        };
        let input = ResultForm::from_fields(&fields, &base).input().unwrap();
        assert_eq!(input.turns, Some(12));
        assert_eq!(input.outcome, Some(Outcome::Attackers));
        assert_eq!(input.winners, vec![Nation::Russia]);
        assert_eq!(input.objectives[&Nation::Russia].held, Some(8));
        assert_eq!(input.objectives[&Nation::Sweden].out_turn, Some(9));
        let ia = input.imperial_army.clone().unwrap();
        assert_eq!(
            (ia.controller, ia.switch_turn),
            (Some(Role::Elisabeth), Some(7))
        );
        assert_eq!(input.offensive, None);
        assert_eq!(input.fate, ["poems", "other", "sweden"]);
        assert_eq!(input.table.as_deref(), Some("3"), "the base's table kept");
        // A typo is named by its field.
        let mut typo = fields.clone();
        typo.insert("objectives.austria.held".to_owned(), "fünf".to_owned());
        let e = ResultForm::from_fields(&typo, &base).input().unwrap_err();
        assert_eq!(e.field, "objectives.austria.held");
    }
}
