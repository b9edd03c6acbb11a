//! The table as text beside the canvas (`#readout` and the polite live
//! region `#stage-news` in `web/index.html`), visually hidden: a screen
//! reader and the browser's find read what the canvas draws. Written on the
//! frames the clock draws anyway, and only when the text changed: it costs
//! no frame of its own.

use friedrich_clock::engine::View;
use friedrich_clock::lang::Lang;
use friedrich_clock::words;

/// The two texts on the page, and what they say now.
pub struct Readout {
    /// Both clocks and the banner: changes with every reading shown.
    clocks: Option<web_sys::Element>,
    /// What is going on, announced politely when it changes.
    news: Option<web_sys::Element>,
    /// What `clocks` says.
    said: String,
    /// What `news` says.
    told: String,
}

impl Readout {
    /// The page's two elements (none if the page has not got them).
    pub fn find() -> Self {
        let by_id = |id: &str| {
            web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(id))
        };
        Self {
            clocks: by_id("readout"),
            news: by_id("stage-news"),
            said: String::new(),
            told: String::new(),
        }
    }

    /// Writes what `view` shows in `lang` (nothing before a game).
    pub fn show(&mut self, lang: Lang, view: Option<&View>) {
        let (said, told) = view.map_or_else(Default::default, |v| {
            (words::readout(lang, v), words::stage_news(lang, v))
        });
        if said != self.said {
            if let Some(e) = &self.clocks {
                e.set_text_content(Some(&said));
            }
            self.said = said;
        }
        if told != self.told {
            if let Some(e) = &self.news {
                e.set_text_content(Some(&told));
            }
            self.told = told;
        }
    }
}
