//! A table takes its game from the hall's draw (setup's "Take from the
//! hall"): `GET /api/tournament/games/{round}/{table}` answers the players'
//! names by role ([`crate::wire::Assignment`]). Asked on a thread on desktop and with
//! `fetch` in the browser, so the screen keeps drawing; the answer is polled.

use super::ledger::{DrawRefused, HallAddress};
use crate::wire::{Assignment, GameRef};

/// A game asked of the hall's draw: its answer, once it has come, is
/// [`Asking::answer`].
pub struct Asking {
    /// The hall asked.
    url: String,
    #[cfg(not(target_arch = "wasm32"))]
    answer: std::sync::mpsc::Receiver<Result<Assignment, DrawRefused>>,
    #[cfg(target_arch = "wasm32")]
    answer: std::rc::Rc<std::cell::RefCell<Option<Result<Assignment, DrawRefused>>>>,
}

impl Asking {
    /// The hall's answer once it has come (then never again); `None` while
    /// it is still awaited.
    pub fn answer(&self) -> Option<Result<Assignment, DrawRefused>> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            use std::sync::mpsc::TryRecvError;
            match self.answer.try_recv() {
                Ok(answer) => Some(answer),
                Err(TryRecvError::Empty) => None,
                Err(TryRecvError::Disconnected) => Some(Err(DrawRefused::Unreachable {
                    url: self.url.clone(),
                    detail: "the request stopped".to_owned(),
                })),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = &self.url;
            self.answer.borrow_mut().take()
        }
    }
}

/// Asks `hall` which players its draw seats at `game`, without waiting: on
/// a thread of its own on desktop (3 s at most), with `fetch` in the browser.
pub fn ask_draw(hall: &HallAddress, game: GameRef) -> Asking {
    let url = hall.url.clone();
    #[cfg(not(target_arch = "wasm32"))]
    {
        let (tx, rx) = std::sync::mpsc::channel();
        let hall = hall.clone();
        std::thread::spawn(move || {
            let _ = tx.send(super::native::assignment(&hall, game));
        });
        Asking { url, answer: rx }
    }
    #[cfg(target_arch = "wasm32")]
    {
        let slot = std::rc::Rc::new(std::cell::RefCell::new(None));
        let (hall, answer) = (hall.clone(), std::rc::Rc::clone(&slot));
        wasm_bindgen_futures::spawn_local(async move {
            let got = super::web::assignment(&hall, game).await;
            *answer.borrow_mut() = Some(got);
        });
        Asking { url, answer: slot }
    }
}
