//! The result part of the page, as the templates see it: the analysis, the page's words,
//! and every link that changes what is on screen (a ply, the board turned, another language,
//! a view), each carrying the text (compressed when long).

use fenkit::{Color, Lang, Piece, Role};

use crate::analyze::{Analysis, Kind, Query, SquareView};
use crate::lang::{PageLang, Words};
use crate::{qr, share, underline};

/// What the result part of the page needs.
#[derive(Debug)]
pub(crate) struct ResultView {
    pub(crate) w: &'static Words,
    pub(crate) lang: PageLang,
    pub(crate) q: String,
    /// `q` compressed, for the links of a text longer than [`LINK_TEXT`].
    pub(crate) z: Option<String>,
    pub(crate) start: String,
    pub(crate) flip: bool,
    pub(crate) turn: Option<Color>,
    pub(crate) letters: Option<Lang>,
    pub(crate) view: View,
    pub(crate) a: Analysis,
    /// A refusal before reading, shown as the error.
    pub(crate) refused: Option<String>,
    /// Why the move played on the board was not played.
    pub(crate) play_error: Option<String>,
    /// Where others reach this page (`http://192.168.1.20:8080`), for the QR code.
    pub(crate) origin: String,
}

/// How the result is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum View {
    /// Everything.
    Page,
    /// The projector view (`view=board`): the board as large as the screen, the move, the
    /// steps.
    Board,
    /// A worksheet to print (`view=worksheet`): the board and blank lines for the student's
    /// notation.
    Worksheet,
}

impl View {
    /// Its value in links; none for the page.
    pub(crate) const fn code(self) -> Option<&'static str> {
        match self {
            View::Page => None,
            View::Board => Some("board"),
            View::Worksheet => Some("worksheet"),
        }
    }
}

/// What a link changes of what is on screen.
#[derive(Debug, Clone, Copy)]
struct Change {
    lang: PageLang,
    ply: Option<usize>,
    flip: bool,
    turn: Option<Color>,
    game: Option<usize>,
    view: View,
    /// Whether the link carries the text (a ply link leaves a long one to the script).
    text: bool,
}

/// The longest compressed text a game's ply links carry, in bytes: a game has a link per
/// ply, so a longer one is left to the page's script (which has it in the text box); the
/// link to what is on screen carries it whatever its length.
const PLY_LINK_TEXT: usize = 2000;

impl ResultView {
    /// The result of `query` in `view`, its text `q` and start as given.
    pub(crate) fn new(
        q: String,
        start: String,
        view: View,
        query: &Query,
        a: Analysis,
    ) -> ResultView {
        let lang = query.lang;
        ResultView {
            w: lang.words(),
            lang,
            z: (q.len() > LINK_TEXT).then(|| share::pack(&q)),
            q,
            start,
            flip: query.flip,
            turn: query.turn,
            letters: query.letters,
            view,
            a,
            refused: None,
            play_error: None,
            origin: String::new(),
        }
    }

    /// The share link as others reach it, as short as it can be written (the text
    /// compressed when that is shorter), for a QR code a phone reads easily.
    pub(crate) fn share_url(&self) -> String {
        let link = self.share_link();
        let compact = if self.z.is_none() && !self.q.is_empty() {
            let (z, q) = (share::pack(&self.q), encode(&self.q));
            if z.len() < q.len() {
                link.replacen(&format!("&q={q}"), &format!("&z={z}"), 1)
            } else {
                link
            }
        } else {
            link
        };
        format!("{}{compact}", self.origin)
    }

    /// The QR code of the share link, or `None` when the link is too long for one.
    pub(crate) fn qr_svg(&self) -> Option<String> {
        qr::svg(&self.share_url())
    }

    /// What is on screen, to be changed by a link.
    fn now(&self) -> Change {
        Change {
            lang: self.lang,
            ply: self.ply(),
            flip: self.flip,
            turn: self.turn,
            game: self.a.games.map(|games| games.number),
            view: self.view,
            text: true,
        }
    }

    /// A link to the page with this text, as `change` says.
    fn link(&self, change: Change) -> String {
        self.link_to("/", change)
    }

    /// A link to `path` with this text, as `change` says.
    fn link_to(&self, path: &str, change: Change) -> String {
        let mut url = format!("{path}?lang={}", change.lang.code());
        match (&self.z, change.text) {
            (_, false) => {}
            (Some(z), true) => {
                url.push_str("&z=");
                url.push_str(z);
            }
            (None, true) if !self.q.is_empty() => {
                url.push_str("&q=");
                url.push_str(&encode(&self.q));
            }
            (None, true) => {}
        }
        if !self.start.is_empty() {
            url.push_str("&start=");
            url.push_str(&encode(&self.start));
        }
        if let Some(letters) = self.letters {
            url.push_str(&format!("&letters={letters}"));
        }
        if let Some(game) = change.game {
            url.push_str(&format!("&game={game}"));
        }
        if let Some(ply) = change.ply {
            url.push_str(&format!("&ply={ply}"));
        }
        match change.turn {
            Some(Color::White) => url.push_str("&turn=w"),
            Some(Color::Black) => url.push_str("&turn=b"),
            None => {}
        }
        if change.flip {
            url.push_str("&flip=1");
        }
        if let Some(view) = change.view.code() {
            url.push_str("&view=");
            url.push_str(view);
        }
        url
    }

    fn ply(&self) -> Option<usize> {
        self.a.game.as_ref().map(|game| game.ply)
    }

    /// The link to a ply of the game.
    pub(crate) fn ply_link(&self, ply: impl std::borrow::Borrow<usize>) -> String {
        let ply = Some(*ply.borrow());
        let text = self.z.as_ref().is_none_or(|z| z.len() <= PLY_LINK_TEXT);
        self.link(Change {
            ply,
            text,
            ..self.now()
        })
    }

    /// The link to what is on screen.
    pub(crate) fn share_link(&self) -> String {
        self.link(Change {
            view: View::Page,
            ..self.now()
        })
    }

    /// The link with the board turned.
    pub(crate) fn flip_link(&self) -> String {
        self.link(Change {
            flip: !self.flip,
            ..self.now()
        })
    }

    /// The same page in another language.
    pub(crate) fn lang_link(&self, lang: &PageLang) -> String {
        self.link(Change {
            lang: *lang,
            ..self.now()
        })
    }

    /// The board of a Forsyth text with this side to move.
    pub(crate) fn turn_link(&self, black: &bool) -> String {
        let turn = Some(if *black { Color::Black } else { Color::White });
        self.link(Change { turn, ..self.now() })
    }

    /// Whether this side is to move on the board shown.
    pub(crate) fn to_move(&self, black: &bool) -> bool {
        (self.turn == Some(Color::Black)) == *black
    }

    /// Another game of a PGN text with several, at its start.
    pub(crate) fn game_link(&self, game: impl std::borrow::Borrow<usize>) -> String {
        self.link(Change {
            game: Some(*game.borrow()),
            ply: None,
            ..self.now()
        })
    }

    /// "Game 2 of 3 in the text", for a PGN text with several games.
    pub(crate) fn game_of(&self) -> String {
        self.a
            .games
            .map(|games| (self.w.game_of)(games.number, games.count))
            .unwrap_or_default()
    }

    /// What is on screen in `view` (`board`, `worksheet`), or the page again when it is in
    /// that view.
    pub(crate) fn view_link(&self, view: &str) -> String {
        let wanted = match view {
            "board" => View::Board,
            "worksheet" => View::Worksheet,
            _ => View::Page,
        };
        let view = if self.view == wanted {
            View::Page
        } else {
            wanted
        };
        self.link(Change { view, ..self.now() })
    }

    /// Whether the result is in the projector view.
    pub(crate) fn projector(&self) -> bool {
        self.view == View::Board
    }

    /// Whether the result is a worksheet.
    pub(crate) fn worksheet(&self) -> bool {
        self.view == View::Worksheet
    }

    /// The moves of a worksheet, from the ply shown to the game's end, by move number
    /// (`12.`, or `12...` for Black alone): the moves as given, each to be written again.
    pub(crate) fn blank_moves(&self) -> Vec<(String, Vec<String>)> {
        let Some(game) = &self.a.game else {
            return Vec::new();
        };
        let mut lines: Vec<(String, Vec<String>)> = Vec::new();
        for ply in &game.plies[game.ply..] {
            let number = ply.number.trim_end_matches('.');
            match lines.last_mut() {
                Some((last, moves)) if last.trim_end_matches('.') == number => {
                    moves.push(ply.given.clone());
                }
                _ => lines.push((ply.number.clone(), vec![ply.given.clone()])),
            }
        }
        lines
    }

    /// The quiz on what is on screen.
    pub(crate) fn quiz_link(&self) -> String {
        self.link_to(
            "/quiz",
            Change {
                view: View::Page,
                ..self.now()
            },
        )
    }

    /// The quiz on what is on screen, in another language.
    pub(crate) fn quiz_lang_link(&self, lang: &PageLang) -> String {
        self.link_to(
            "/quiz",
            Change {
                lang: *lang,
                view: View::Page,
                ..self.now()
            },
        )
    }

    /// The text and its settings as hidden fields of the quiz's form: `(name, value)`.
    pub(crate) fn hidden_fields(&self) -> Vec<(&'static str, String)> {
        let mut fields = vec![("lang", self.lang.code().to_owned())];
        match &self.z {
            Some(z) => fields.push(("z", z.clone())),
            None => fields.push(("q", self.q.clone())),
        }
        if !self.start.is_empty() {
            fields.push(("start", self.start.clone()));
        }
        if let Some(letters) = self.letters {
            fields.push(("letters", letters.to_string()));
        }
        let now = self.now();
        if let Some(game) = now.game {
            fields.push(("game", game.to_string()));
        }
        if let Some(ply) = now.ply {
            fields.push(("ply", ply.to_string()));
        }
        match now.turn {
            Some(Color::White) => fields.push(("turn", "w".to_owned())),
            Some(Color::Black) => fields.push(("turn", "b".to_owned())),
            None => {}
        }
        fields
    }

    /// The board shown, as a file: `/board.svg` or `/board.png`.
    pub(crate) fn diagram_link(&self, path: &str) -> String {
        self.link_to(
            path,
            Change {
                view: View::Page,
                ..self.now()
            },
        )
    }

    /// The last ply's number, for the End link.
    pub(crate) fn last_ply(&self) -> usize {
        self.a.game.as_ref().map_or(0, |game| game.plies.len())
    }

    /// Whether the text was read as a position or game (not empty, not an error).
    pub(crate) fn read(&self) -> bool {
        !matches!(self.a.kind, Kind::Empty | Kind::Error)
    }

    /// Whether the text is a board in one of Forsyth's forms, whose side to move is chosen.
    pub(crate) fn forsyth(&self) -> bool {
        matches!(self.a.kind, Kind::Forsyth1883 | Kind::Forsyth1897)
    }

    /// Whether messages from the library (in English) need `lang="en"` on this page.
    pub(crate) fn foreign(&self) -> bool {
        self.lang != PageLang::En
    }

    /// A Forsyth 1883 text cut into runs, black (underlined) or not.
    pub(crate) fn runs(&self, text: &str) -> Vec<underline::Run> {
        underline::runs(text)
    }

    /// A square's button's name: `e4: white pawn`.
    pub(crate) fn square_label(&self, square: &SquareView) -> String {
        let piece = square.piece.map_or(self.w.empty_square, |piece| {
            let names = match piece.color {
                Color::White => &self.w.white_pieces,
                Color::Black => &self.w.black_pieces,
            };
            names[piece.role as usize]
        });
        format!("{}{}{piece}", square.name, self.w.colon)
    }

    /// The editor's tools: each piece by its FEN letter, figurine and name, then the eraser
    /// (`-`).
    pub(crate) fn tools(&self) -> Vec<(char, char, &'static str)> {
        let mut tools: Vec<(char, char, &'static str)> = Vec::with_capacity(13);
        for (color, names) in [
            (Color::White, &self.w.white_pieces),
            (Color::Black, &self.w.black_pieces),
        ] {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                tools.push((piece.char(), piece.figurine(), names[role as usize]));
            }
        }
        tools.push(('-', '✕', self.w.remove));
        tools
    }

    /// The pieces a pawn of the side to move may become, for the promotion chooser: each by
    /// its UCI letter (`q`, `r`, `b`, `n`), figurine and name.
    pub(crate) fn promotions(&self) -> Vec<(char, char, &'static str)> {
        let (color, names) = if self.black_to_move() {
            (Color::Black, &self.w.black_pieces)
        } else {
            (Color::White, &self.w.white_pieces)
        };
        [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
            .into_iter()
            .map(|role| {
                let piece = Piece::new(color, role);
                (role.char(), piece.figurine(), names[role as usize])
            })
            .collect()
    }

    /// A square's piece as its FEN letter, or nothing.
    pub(crate) fn square_piece(&self, square: &SquareView) -> String {
        square
            .piece
            .map(|piece| piece.char().to_string())
            .unwrap_or_default()
    }

    /// Whether the position shown has Black to move.
    fn black_to_move(&self) -> bool {
        self.a
            .position
            .as_ref()
            .and_then(|pos| pos.fields.get(1))
            .is_some_and(|field| field.text == "b")
    }

    /// The board's accessible name: the side to move, the pieces, the move that led to it.
    pub(crate) fn board_name(&self) -> String {
        let Some(pos) = &self.a.position else {
            return String::new();
        };
        let turn = if self.black_to_move() {
            self.w.black_to_move
        } else {
            self.w.white_to_move
        };
        let mut name = format!("{}: {turn}, {} {}", self.w.board, pos.pieces, self.w.pieces);
        if let Some(game) = &self.a.game
            && let Some(ply) = game.ply.checked_sub(1).and_then(|i| game.plies.get(i))
        {
            name.push_str(&format!(", {} {} {}", self.w.after, ply.number, ply.san));
        }
        name
    }
}

/// The longest text the page's links carry as it is, in bytes; a longer one is compressed
/// (`z=`).
pub(crate) const LINK_TEXT: usize = 4000;

/// Percent-encodes a query value: everything but unreserved characters.
pub(crate) fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3 / 2);
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(char::from(byte));
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::encode;

    #[test]
    fn query_values_are_percent_encoded() {
        assert_eq!(encode("1. e4 c5"), "1.%20e4%20c5");
        assert_eq!(encode("a&b=c/#"), "a%26b%3Dc%2F%23");
        assert_eq!(encode("Ge7#"), "Ge7%23");
        assert_eq!(encode("ż"), "%C5%BC");
    }
}
