//! The library's errors in the page's words: French and Polish for the kinds a learner meets
//! most (a FEN's fields, a move that is not legal or is ambiguous, a PGN's tags and result).
//!
//! The library writes its errors in English; this reads their typed kinds, never their text.
//! A kind not translated here is `None`: the page then shows the English, marked `lang="en"`.

use fenkit::fen::{FenErrorKind, Field, ParseFenError};
use fenkit::movetext::{WalkError, WalkErrorKind};
use fenkit::notation::{MoveError, MoveErrorKind, MoveNotation};
use fenkit::pgn::{PgnErrorKind, TagErrorKind};
use fenkit::recognize::{RecognizeError, RecognizeErrorKind};
use fenkit::san::{IllegalSanReason, ParseSanErrorKind};
use fenkit::{
    CastlingObstacle, CastlingSide, Color, IllegalReason, Lang, PlacementErrorKind, Role, Square,
};

use crate::lang::PageLang;

/// `err` in the page's language, when the page has words for it (never for English).
pub(crate) fn recognize_error(err: &RecognizeError, lang: PageLang) -> Option<String> {
    let t = Tongue::of(lang)?;
    match err.kind() {
        RecognizeErrorKind::Fen(err) => fen_error(err, t),
        RecognizeErrorKind::Moves {
            notation,
            lang: letters,
            error,
        } => {
            let at = walk_error(error, t)?;
            Some(format!(
                "{}{}{at}",
                notation_name(*notation, *letters, lang),
                t.colon()
            ))
        }
        RecognizeErrorKind::Pgn(err) => {
            let why = match err.kind() {
                PgnErrorKind::Tag(tag) => tag_error(tag.kind(), t)?,
                PgnErrorKind::Fen(fen) => format!("{}{}{}", t.pick("balise FEN", "znacznik FEN"), t.colon(), fen_error(fen, t)?),
                PgnErrorKind::Movetext(walk) => walk_error(walk, t)?,
                PgnErrorKind::MissingResult => t.pick(
                    "fin de la partie trouvée sans résultat, attendu 1-0, 0-1, 1/2-1/2 ou * après ses coups".to_owned(),
                    "partia kończy się bez wyniku, oczekiwano 1-0, 0-1, 1/2-1/2 lub * po jej ruchach".to_owned(),
                ),
                PgnErrorKind::AfterResult { found } => t.pick(
                    format!("trouvé {} après le résultat, attendu la fin de la partie", t.quoted(found)),
                    format!("znaleziono {} po wyniku, oczekiwano końca partii", t.quoted(found)),
                ),
                PgnErrorKind::SetUpWithoutFen => t.pick(
                    "SetUp \"1\" trouvé sans balise FEN, attendu le FEN de la position de départ".to_owned(),
                    "znaleziono SetUp \"1\" bez znacznika FEN, oczekiwano FEN pozycji początkowej".to_owned(),
                ),
                _ => return None,
            };
            Some(format!("PGN{}{why}", t.colon()))
        }
        _ => None,
    }
}

/// Why a move played on the board is not legal, in the page's language.
pub(crate) fn move_error(err: &MoveError, lang: PageLang) -> Option<String> {
    move_reason(err.kind(), Tongue::of(lang)?)
}

/// French or Polish: the languages translated here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tongue {
    Fr,
    Pl,
}

impl Tongue {
    fn of(lang: PageLang) -> Option<Tongue> {
        match lang {
            PageLang::En => None,
            PageLang::Fr => Some(Tongue::Fr),
            PageLang::Pl => Some(Tongue::Pl),
        }
    }

    fn pick<T>(self, fr: T, pl: T) -> T {
        match self {
            Tongue::Fr => fr,
            Tongue::Pl => pl,
        }
    }

    /// The colon between a place and what is wrong there (French puts a space before it).
    fn colon(self) -> &'static str {
        self.pick("\u{a0}: ", ": ")
    }

    /// Text found, quoted: « x » in French, „x” in Polish.
    fn quoted(self, text: &str) -> String {
        let text = clip(text);
        self.pick(format!("«\u{a0}{text}\u{a0}»"), format!("„{text}”"))
    }

    /// A character found, or the end of the text.
    fn found(self, found: Option<char>, end: &str) -> String {
        found.map_or_else(|| end.to_owned(), |c| self.quoted(&c.to_string()))
    }

    /// `les blancs` / `białe`: a side, as the subject of a sentence.
    fn side(self, color: Color) -> &'static str {
        match (self, color) {
            (Tongue::Fr, Color::White) => "les blancs",
            (Tongue::Fr, Color::Black) => "les noirs",
            (Tongue::Pl, Color::White) => "białe",
            (Tongue::Pl, Color::Black) => "czarne",
        }
    }

    /// A piece's name with its article in French (`le cavalier`), alone in Polish (`skoczek`).
    fn piece(self, role: Role) -> &'static str {
        let names = self.pick(
            [
                "le pion",
                "le cavalier",
                "le fou",
                "la tour",
                "la dame",
                "le roi",
            ],
            ["pion", "skoczek", "goniec", "wieża", "hetman", "król"],
        );
        names[role as usize]
    }

    /// A piece's name in the plural: `cavaliers`, `skoczki`.
    fn pieces(self, role: Role) -> &'static str {
        let names = self.pick(
            ["pions", "cavaliers", "fous", "tours", "dames", "rois"],
            ["piony", "skoczki", "gońce", "wieże", "hetmany", "króle"],
        );
        names[role as usize]
    }
}

/// Long text found is cut to its first 20 characters and `…` (over 24), shorter than the
/// library cuts it: the page quotes it inside a sentence.
fn clip(text: &str) -> String {
    const LONGEST: usize = 24;
    if text.chars().count() <= LONGEST {
        return text.to_owned();
    }
    let start: String = text.chars().take(LONGEST - 4).collect();
    format!("{start}…")
}

/// `SAN (anglais)`, `notation descriptive`: the notation the moves were read in.
fn notation_name(notation: MoveNotation, letters: Option<Lang>, lang: PageLang) -> String {
    let words = lang.words();
    let name = match notation {
        MoveNotation::Descriptive => return words.descriptive_notation.to_owned(),
        MoveNotation::Iccf => return words.iccf_notation.to_owned(),
        other => other.name().to_uppercase(),
    };
    match letters {
        Some(letters) => format!("{name} ({})", lang.lang_name(letters)),
        None => name,
    }
}

/// `piece placement: …`: a FEN's field and what is wrong with it.
fn fen_error(err: &ParseFenError, t: Tongue) -> Option<String> {
    let why = fen_kind(err.kind(), t)?;
    Some(format!("{}{}{why}", field_name(err.field(), t), t.colon()))
}

fn field_name(field: Field, t: Tongue) -> &'static str {
    let names = t.pick(
        [
            "placement des pièces",
            "trait",
            "droits de roque",
            "case de prise en passant",
            "compteur de demi-coups",
            "numéro du coup",
        ],
        [
            "ustawienie bierek",
            "strona na posunięciu",
            "prawa do roszady",
            "pole bicia w przelocie",
            "licznik półruchów",
            "numer ruchu",
        ],
    );
    names.get(field.index()).copied().unwrap_or_default()
}

/// What a field must hold: `'w' ou 'b'`.
fn field_expected(field: Field, t: Tongue) -> &'static str {
    let expected = t.pick(
        [
            "huit rangées comme rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "'w' ou 'b'",
            "des droits de roque comme KQkq, HAha ou '-'",
            "une case comme e3, ou '-'",
            "un nombre de demi-coups comme 0",
            "un numéro de coup comme 1",
        ],
        [
            "osiem rzędów, np. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "'w' lub 'b'",
            "prawa do roszady, np. KQkq, HAha lub '-'",
            "pole, np. e3, lub '-'",
            "liczba półruchów, np. 0",
            "numer ruchu, np. 1",
        ],
    );
    expected.get(field.index()).copied().unwrap_or_default()
}

fn fen_kind(kind: &FenErrorKind, t: Tongue) -> Option<String> {
    let text = match kind {
        FenErrorKind::Missing { field } => t.pick(
            format!("manquant, attendu {} après une espace", field_expected(*field, t)),
            format!("brak, oczekiwano: {} po jednej spacji", field_expected(*field, t)),
        ),
        FenErrorKind::TrailingText { found } => t.pick(
            format!("trouvé {} après, attendu la fin du FEN (six champs)", t.quoted(found)),
            format!("znaleziono {} po nim, oczekiwano końca FEN (sześć pól)", t.quoted(found)),
        ),
        FenErrorKind::Placement(kind) => placement_kind(kind, t)?,
        FenErrorKind::Turn { found } => t.pick(
            format!("trouvé {}, attendu 'w' (trait aux blancs) ou 'b' (trait aux noirs)", t.quoted(found)),
            format!("znaleziono {}, oczekiwano 'w' (ruch białych) lub 'b' (ruch czarnych)", t.quoted(found)),
        ),
        FenErrorKind::Castling(kind) => castling_kind(kind, t)?,
        FenErrorKind::EnPassantSquare { found } => t.pick(
            format!("trouvé {}, attendu une case comme e3, ou '-'", t.quoted(found)),
            format!("znaleziono {}, oczekiwano pola, np. e3, lub '-'", t.quoted(found)),
        ),
        FenErrorKind::EnPassantRank { square, turn, expected } => t.pick(
            format!("{square} ne peut pas être la case de prise en passant quand {} ont le trait, attendu une case de la rangée {expected}", t.side(*turn)),
            format!("{square} nie może być polem bicia w przelocie, gdy ruch mają {}; oczekiwano pola w rzędzie {expected}", t.side(*turn)),
        ),
        FenErrorKind::Number { found } => t.pick(
            format!("trouvé {}, attendu un nombre entier", t.quoted(found)),
            format!("znaleziono {}, oczekiwano liczby całkowitej", t.quoted(found)),
        ),
        FenErrorKind::NumberTooLarge { found } => t.pick(
            format!("trouvé {}, attendu un nombre d'au plus 4294967295", clip(found)),
            format!("znaleziono {}, oczekiwano liczby nie większej niż 4294967295", clip(found)),
        ),
        FenErrorKind::FullmoveZero => t.pick(
            "0 trouvé, attendu 1 ou plus (les coups se comptent à partir de 1)".to_owned(),
            "znaleziono 0, oczekiwano 1 lub więcej (ruchy liczy się od 1)".to_owned(),
        ),
        _ => return None,
    };
    Some(text)
}

fn placement_kind(kind: &PlacementErrorKind, t: Tongue) -> Option<String> {
    let text = match kind {
        PlacementErrorKind::PieceChar { found } => t.pick(
            format!("trouvé {}, attendu une lettre de pièce (K Q R B N P pour les blancs, k q r b n p pour les noirs), un chiffre 1-8 pour des cases vides, ou '/' entre les rangées", t.found(Some(*found), "")),
            format!("znaleziono {}, oczekiwano litery bierki (K Q R B N P dla białych, k q r b n p dla czarnych), cyfry 1-8 dla pustych pól lub '/' między rzędami", t.found(Some(*found), "")),
        ),
        PlacementErrorKind::EmptyCount { found } => t.pick(
            format!("trouvé {}, attendu un nombre de cases vides de 1 à 8", t.found(Some(*found), "")),
            format!("znaleziono {}, oczekiwano liczby pustych pól od 1 do 8", t.found(Some(*found), "")),
        ),
        PlacementErrorKind::RankLength { rank, squares } => t.pick(
            format!("la rangée {rank} a {squares} cases, attendu 8"),
            format!("rząd {rank} ma {squares} {}, oczekiwano 8", polish_squares(*squares)),
        ),
        PlacementErrorKind::RankCount { ranks } => t.pick(
            format!("{ranks} rangée{} trouvée{0}, attendu 8 séparées par '/'", if *ranks == 1 { "" } else { "s" }),
            format!("znaleziono rzędów: {ranks}, oczekiwano 8 rozdzielonych '/'"),
        ),
        _ => return None,
    };
    Some(text)
}

/// Polish `pole`, `pola`, `pól` after a number.
fn polish_squares(n: u32) -> &'static str {
    match (n % 10, n % 100) {
        _ if n == 1 => "pole",
        (2..=4, tens) if !(12..=14).contains(&tens) => "pola",
        _ => "pól",
    }
}

fn castling_kind(kind: &fenkit::dialect::CastlingErrorKind, t: Tongue) -> Option<String> {
    use fenkit::dialect::CastlingErrorKind as Kind;
    let color = |color: Color| match (t, color) {
        (Tongue::Fr, Color::White) => "blanc",
        (Tongue::Fr, Color::Black) => "noir",
        (Tongue::Pl, Color::White) => "białego",
        (Tongue::Pl, Color::Black) => "czarnego",
    };
    let text = match kind {
        Kind::Char { found } => t.pick(
            format!(
                "trouvé {}, attendu '-', K, Q, k, q ou la lettre de colonne d'une tour A-H, a-h",
                t.found(Some(*found), "")
            ),
            format!(
                "znaleziono {}, oczekiwano '-', K, Q, k, q lub litery kolumny wieży A-H, a-h",
                t.found(Some(*found), "")
            ),
        ),
        Kind::Repeated { letter } => t.pick(
            format!(
                "{} deux fois, attendu chaque droit une seule fois",
                t.found(Some(*letter), "")
            ),
            format!(
                "{} dwa razy, oczekiwano każdego prawa raz",
                t.found(Some(*letter), "")
            ),
        ),
        Kind::NoKing {
            letter,
            color: side,
            rank,
            kings,
        } => {
            let found = match (t, kings) {
                (Tongue::Fr, 0) => "il n'y est pas".to_owned(),
                (Tongue::Fr, n) => format!("il y en a {n}"),
                (Tongue::Pl, 0) => "nie ma go tam".to_owned(),
                (Tongue::Pl, n) => format!("jest ich tam {n}"),
            };
            t.pick(
                format!(
                    "{} demande le roi {} sur la rangée {rank}, {found}",
                    t.found(Some(*letter), ""),
                    color(*side)
                ),
                format!(
                    "{} wymaga {} króla w rzędzie {rank}, {found}",
                    t.found(Some(*letter), ""),
                    color(*side)
                ),
            )
        }
        Kind::NoRook {
            letter,
            color: side,
            side: wing,
            rank,
        } => t.pick(
            format!(
                "{} demande une tour {} à l'aile {} sur la rangée {rank}, il n'y en a aucune",
                t.found(Some(*letter), ""),
                if *side == Color::White {
                    "blanche"
                } else {
                    "noire"
                },
                wing_name(*wing, t)
            ),
            format!(
                "{} wymaga {} wieży na skrzydle {} w rzędzie {rank}, nie ma żadnej",
                t.found(Some(*letter), ""),
                if *side == Color::White {
                    "białej"
                } else {
                    "czarnej"
                },
                match wing {
                    CastlingSide::King => "królewskim",
                    CastlingSide::Queen => "hetmańskim",
                }
            ),
        ),
        _ => return None,
    };
    Some(text)
}

fn wing_name(side: CastlingSide, t: Tongue) -> &'static str {
    match (t, side) {
        (Tongue::Fr, CastlingSide::King) => "roi",
        (Tongue::Fr, CastlingSide::Queen) => "dame",
        (Tongue::Pl, CastlingSide::King) => "królewskiej",
        (Tongue::Pl, CastlingSide::Queen) => "hetmańskiej",
    }
}

/// `coup 3. Nf7 : …`: a move of a movetext and why it does not read.
fn walk_error(err: &WalkError<MoveError>, t: Tongue) -> Option<String> {
    let (number, text) = err.at()?;
    let why = match err.kind() {
        WalkErrorKind::Move(err) => move_reason(err.kind(), t)?,
        WalkErrorKind::Illegal(err) => illegal(err.reason(), t)?,
        _ => return None,
    };
    let word = t.pick("coup", "ruch");
    Some(format!("{word} {number} {}{}{why}", clip(text), t.colon()))
}

fn move_reason(kind: &MoveErrorKind, t: Tongue) -> Option<String> {
    match kind {
        MoveErrorKind::Illegal(reason) => illegal(reason, t),
        MoveErrorKind::SanMismatch(reason) => san_mismatch(reason, t),
        MoveErrorKind::San(kind) => san_syntax(kind, t),
        _ => None,
    }
}

fn illegal(reason: &IllegalReason, t: Tongue) -> Option<String> {
    let text = match reason {
        IllegalReason::NoPiece { from } => t.pick(
            format!("il n'y a pas de pièce en {from}"),
            format!("na {from} nie ma bierki"),
        ),
        IllegalReason::NotYourPiece { from, role, color } => t.pick(
            format!("{} en {from} est aux {}, mais c'est aux {} de jouer", t.piece(*role), owner(*color, t), owner(!*color, t)),
            format!("{} na {from} należy do {}, a ruch mają {}", t.piece(*role), owner(*color, t), t.side(!*color)),
        ),
        IllegalReason::CannotReach { role, from, to } => t.pick(
            format!("{} en {from} ne peut pas aller en {to}", t.piece(*role)),
            format!("{} z {from} nie może pójść na {to}", t.piece(*role)),
        ),
        IllegalReason::Pinned { role, from, pinner } => t.pick(
            format!("{} en {from} est cloué{} au roi par {} en {}", t.piece(*role), if matches!(role, Role::Rook | Role::Queen) { "e" } else { "" }, t.piece(pinner.0), pinner.1),
            format!("{} na {from} jest w związaniu z królem ({} na {})", t.piece(*role), t.piece(pinner.0), pinner.1),
        ),
        IllegalReason::KingLeftInCheck { role, from, to } => t.pick(
            format!("{} en {from} allant en {to} laisserait le roi en échec", t.piece(*role)),
            format!("ruch: {} z {from} na {to} zostawiłby króla w szachu", t.piece(*role)),
        ),
        IllegalReason::KingIntoCheck { to } => t.pick(
            format!("le roi ne peut pas aller en {to}, case attaquée"),
            format!("król nie może pójść na {to}, to pole jest atakowane"),
        ),
        IllegalReason::MissingPromotion { to } => t.pick(
            format!("un pion qui atteint {to} doit être promu en dame, tour, fou ou cavalier"),
            format!("pion, który dochodzi do {to}, musi zostać promowany na hetmana, wieżę, gońca lub skoczka"),
        ),
        IllegalReason::Castling { color, side, why } => {
            let why = obstacle(why, t)?;
            t.pick(
                format!("{} ne peuvent pas roquer côté {}{}{why}", t.side(*color), wing_name(*side, t), t.colon()),
                format!("{} nie mogą zrobić roszady {}{}{why}", t.side(*color), polish_castling(*side), t.colon()),
            )
        }
        _ => return None,
    };
    Some(text)
}

/// `blancs` / `białych`: whose a piece is.
fn owner(color: Color, t: Tongue) -> &'static str {
    match (t, color) {
        (Tongue::Fr, Color::White) => "blancs",
        (Tongue::Fr, Color::Black) => "noirs",
        (Tongue::Pl, Color::White) => "białych",
        (Tongue::Pl, Color::Black) => "czarnych",
    }
}

fn polish_castling(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::King => "krótkiej",
        CastlingSide::Queen => "długiej",
    }
}

fn obstacle(why: &CastlingObstacle, t: Tongue) -> Option<String> {
    let text = match why {
        CastlingObstacle::NoRight => t.pick(
            "le droit de roquer de ce côté est perdu".to_owned(),
            "prawo do tej roszady jest utracone".to_owned(),
        ),
        CastlingObstacle::InCheck => t.pick(
            "le roi est en échec".to_owned(),
            "król jest szachowany".to_owned(),
        ),
        CastlingObstacle::Blocked { square } => t.pick(
            format!("{square} n'est pas vide"),
            format!("pole {square} nie jest puste"),
        ),
        CastlingObstacle::Attacked { square } => t.pick(
            format!("le roi passerait par {square} ou s'y arrêterait, case attaquée"),
            format!("król przeszedłby przez atakowane pole {square} lub na nim stanął"),
        ),
        _ => return None,
    };
    Some(text)
}

fn san_mismatch(reason: &IllegalSanReason, t: Tongue) -> Option<String> {
    let text = match reason {
        IllegalSanReason::CannotReach {
            color,
            role,
            from,
            to,
        } if from.file.is_none() && from.rank.is_none() => t.pick(
            format!(
                "{} n'ont pas de {} qui puisse aller en {to}",
                t.side(*color),
                piece_after_none(*role, t)
            ),
            format!(
                "żaden ruch {} {} na {to} nie jest możliwy",
                piece_after_none(*role, t),
                owner(*color, t)
            ),
        ),
        IllegalSanReason::Ambiguous {
            role,
            candidates,
            to,
        } => {
            let squares = square_list(candidates, t);
            t.pick(
                format!(
                    "ambigu{}{to} peut être atteinte par les {} en {squares}",
                    t.colon(),
                    t.pieces(*role)
                ),
                format!(
                    "niejednoznaczne{}na {to} mogą pójść {} z {squares}",
                    t.colon(),
                    t.pieces(*role)
                ),
            )
        }
        IllegalSanReason::CaptureOnEmpty { to } => t.pick(
            format!("il n'y a rien à prendre en {to}"),
            format!("na {to} nie ma czego bić"),
        ),
        IllegalSanReason::Illegal(reason) => return illegal(reason, t),
        _ => return None,
    };
    Some(text)
}

/// A piece's name after `pas de` in French (`cavalier`), in the genitive in Polish
/// (`skoczka`).
fn piece_after_none(role: Role, t: Tongue) -> &'static str {
    let names = t.pick(
        ["pion", "cavalier", "fou", "tour", "dame", "roi"],
        ["piona", "skoczka", "gońca", "wieży", "hetmana", "króla"],
    );
    names[role as usize]
}

/// `b1 et f1`, `b1, d5 et e4`.
fn square_list(squares: &[Square], t: Tongue) -> String {
    let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{} {} {last}", rest.join(", "), t.pick("et", "i"))
        }
        _ => names.concat(),
    }
}

fn san_syntax(kind: &ParseSanErrorKind, t: Tongue) -> Option<String> {
    let end = t.pick("la fin du coup", "koniec ruchu");
    let text = match kind {
        ParseSanErrorKind::Square { found } => t.pick(
            format!("trouvé {}, attendu une case comme e4", t.found(*found, end)),
            format!(
                "znaleziono {}, oczekiwano pola, np. e4",
                t.found(*found, end)
            ),
        ),
        ParseSanErrorKind::MoveStart { found, .. } => t.pick(
            format!(
                "trouvé {}, attendu une lettre de pièce, une colonne a-h ou O-O",
                t.found(Some(*found), end)
            ),
            format!(
                "znaleziono {}, oczekiwano litery bierki, kolumny a-h lub O-O",
                t.found(Some(*found), end)
            ),
        ),
        ParseSanErrorKind::Promotion { found, .. } => t.pick(
            format!(
                "trouvé {}, attendu la pièce en laquelle le pion est promu",
                t.found(*found, end)
            ),
            format!(
                "znaleziono {}, oczekiwano bierki, na którą pion jest promowany",
                t.found(*found, end)
            ),
        ),
        ParseSanErrorKind::Trailing { found } => t.pick(
            format!(
                "trouvé {} après le coup, attendu au plus e.p., + ou #, et un signe comme !?",
                t.found(Some(*found), end)
            ),
            format!(
                "znaleziono {} po ruchu, oczekiwano najwyżej e.p., + lub #, i znaku takiego jak !?",
                t.found(Some(*found), end)
            ),
        ),
        _ => return None,
    };
    Some(text)
}

fn tag_error(kind: &TagErrorKind, t: Tongue) -> Option<String> {
    let end = t.pick("la fin de la ligne", "koniec wiersza");
    let text = match kind {
        TagErrorKind::Open { found } => t.pick(
            format!("trouvé {}, attendu '[' ouvrant une balise", t.found(*found, end)),
            format!("znaleziono {}, oczekiwano '[' otwierającego znacznik", t.found(*found, end)),
        ),
        TagErrorKind::Name { found } => t.pick(
            format!("trouvé {}, attendu un nom de balise (lettres, chiffres, '_') après '['", t.found(*found, end)),
            format!("znaleziono {}, oczekiwano nazwy znacznika (litery, cyfry, '_') po '['", t.found(*found, end)),
        ),
        TagErrorKind::Value { name, found } => t.pick(
            format!("trouvé {} après la balise {name}, attendu sa valeur entre guillemets : [{name} \"...\"]", t.found(*found, end)),
            format!("znaleziono {} po znaczniku {name}, oczekiwano jego wartości w cudzysłowie: [{name} \"...\"]", t.found(*found, end)),
        ),
        TagErrorKind::Unclosed { name } => t.pick(
            format!("fin de la ligne trouvée dans la valeur de la balise {name}, attendu '\"' pour la fermer"),
            format!("wiersz kończy się w wartości znacznika {name}, oczekiwano '\"' zamykającego ją"),
        ),
        TagErrorKind::Close { name, found } => t.pick(
            format!("trouvé {} après la valeur de la balise {name}, attendu ']'", t.found(*found, end)),
            format!("znaleziono {} po wartości znacznika {name}, oczekiwano ']'", t.found(*found, end)),
        ),
        _ => return None,
    };
    Some(text)
}

#[cfg(test)]
mod tests {
    use crate::analyze::{Query, analyze};
    use crate::lang::PageLang;

    /// The message the page shows for `text`, and whether it is in the page's words.
    fn shown(text: &str, lang: PageLang) -> (String, bool) {
        let analysis = analyze(&Query {
            text: text.to_owned(),
            lang,
            ..Query::default()
        });
        let error = analysis.error.expect("an error");
        (error.message, error.page_words)
    }

    /// Why the page refuses `uci` played on the board after `moves`.
    fn played(moves: &str, uci: &str, lang: PageLang) -> String {
        let analysis = analyze(&Query {
            text: moves.to_owned(),
            lang,
            ..Query::default()
        });
        crate::play::play(&analysis, uci, lang).expect_err("an illegal move")
    }

    #[test]
    fn fen_errors_are_in_the_pages_language() {
        let bad_turn = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
        assert_eq!(
            shown(bad_turn, PageLang::Fr),
            (
                "trait\u{a0}: trouvé «\u{a0}x\u{a0}», attendu 'w' (trait aux blancs) ou 'b' (trait aux noirs)".to_owned(),
                true
            )
        );
        assert_eq!(
            shown(bad_turn, PageLang::Pl).0,
            "strona na posunięciu: znaleziono „x”, oczekiwano 'w' (ruch białych) lub 'b' (ruch czarnych)"
        );
        // English is the library's own message.
        let (english, page_words) = shown(bad_turn, PageLang::En);
        assert!(english.starts_with("side to move: found"), "{english}");
        assert!(!page_words);
        let no_king = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1";
        assert_eq!(
            shown(no_king, PageLang::Pl).0,
            "prawa do roszady: „K” wymaga białego króla w rzędzie 1, nie ma go tam"
        );
        let nine = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert!(
            shown(nine, PageLang::Fr)
                .0
                .starts_with("placement des pièces\u{a0}: trouvé «\u{a0}9\u{a0}»")
        );
        let ep = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1";
        assert!(
            shown(ep, PageLang::Pl)
                .0
                .starts_with("pole bicia w przelocie: e5 nie może")
        );
    }

    #[test]
    fn move_errors_are_in_the_pages_language() {
        assert_eq!(
            shown("1. e4 e5 2. Nf3 Nf6 3. Nf7", PageLang::Fr).0,
            "SAN (anglais)\u{a0}: coup 3. Nf7\u{a0}: les blancs n'ont pas de cavalier qui puisse aller en f7"
        );
        assert_eq!(
            shown("1. e4 e5 2. Bb5 d6", PageLang::Pl).0,
            "SAN (angielski): ruch 2... d6: pion na d7 jest w związaniu z królem (goniec na b5)"
        );
        assert_eq!(
            shown("1. e4 e5 2. Nf", PageLang::Fr).0,
            "SAN (anglais)\u{a0}: coup 2. Nf\u{a0}: trouvé la fin du coup, attendu une case comme e4"
        );
        let ambiguous = "1. Nf3 d5 2. Nc3 e5 3. Nd4 e4 4. Nb5";
        assert!(
            shown(ambiguous, PageLang::Pl)
                .0
                .ends_with("ruch 4. Nb5: niejednoznaczne: na b5 mogą pójść skoczki z c3 i d4"),
            "{}",
            shown(ambiguous, PageLang::Pl).0
        );
    }

    #[test]
    fn pgn_errors_are_in_the_pages_language() {
        assert_eq!(
            shown("[Event \"x\"]\n[Site x]\n\n1. e4 *", PageLang::Pl).0,
            "PGN: znaleziono „x” po znaczniku Site, oczekiwano jego wartości w cudzysłowie: [Site \"...\"]"
        );
        assert_eq!(
            shown("[Event \"x\"]\n\n1. e4 e5", PageLang::Fr).0,
            "PGN\u{a0}: fin de la partie trouvée sans résultat, attendu 1-0, 0-1, 1/2-1/2 ou * après ses coups"
        );
    }

    /// Each kind translated here, met as a learner meets it: a text typed, or a move played on
    /// the board. The snapshot shows each input, then its French and its Polish.
    #[test]
    fn each_translated_kind_in_french_and_polish() {
        const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        let typed = [
            format!("{START} w KQkq"),
            format!("{START} w KQkq - 0 1 and more"),
            // Found text is quoted whole up to 24 characters; longer, it is cut.
            format!("{START} w KQkq - 0 1 abcdefghijklmnopqrstuvwx"),
            format!("{START} w KQkq - 0 1 abcdefghijklmnopqrstuvwxy"),
            format!("{START} w KQkq z9 0 1"),
            format!("{START} w KQkq - 1x 1"),
            format!("{START} w KQkq - 0 4294967296"),
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned(),
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned(),
            format!("{START} w KQkx - 0 1"),
            format!("{START} w KKkq - 0 1"),
            "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_owned(),
            "[Event \"x]\n\n1. e4 *".to_owned(),
            "[Event \"x\" y]\n\n1. e4 *".to_owned(),
            "[ \"x\"]\n\n1. e4 *".to_owned(),
            "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# Ke7".to_owned(),
            "1. exd5".to_owned(),
            "1. e4 e5 2. e8=X".to_owned(),
            "1. e4!x".to_owned(),
            "1. e4+x".to_owned(),
            "[SetUp \"1\"]\n[FEN \"8/8 w - - 0 1\"]\n\n1. e4 *".to_owned(),
            "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *".to_owned(),
            "[Event \"x\"]\n\n1. e4 e5 1-0 2. Nf3".to_owned(),
            "[SetUp \"1\"]\n\n1. e4 *".to_owned(),
        ];
        let mut table = String::new();
        for text in &typed {
            let fr = shown(text, PageLang::Fr).0;
            let pl = shown(text, PageLang::Pl).0;
            table += &format!("{text:?}\n  fr: {fr}\n  pl: {pl}\n");
        }
        for (moves, uci) in [
            ("1. e4", "e7e4"),
            ("1. e4 e5", "e1g1"),
            ("1. e4", "e3e4"),
            ("1. e4", "d2d4"),
            ("4k3/p7/8/8/8/8/4R3/4K3 b - - 0 1", "a7a6"),
            ("8/P7/8/8/8/8/8/K6k w - - 0 1", "a7a8"),
            ("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "e1g1"),
            ("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "e1g1"),
            ("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "e1g1"),
            ("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", "d2f3"),
        ] {
            let fr = played(moves, uci, PageLang::Fr);
            let pl = played(moves, uci, PageLang::Pl);
            table += &format!("{uci} played after {moves:?}\n  fr: {fr}\n  pl: {pl}\n");
        }
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/../snapshots"));
        settings.bind(|| insta::assert_snapshot!("error_words_fr_pl", table));
    }

    #[test]
    fn polish_counts_squares() {
        let forms: Vec<&str> = [1, 2, 4, 5, 12, 22, 25].map(super::polish_squares).to_vec();
        assert_eq!(forms, ["pole", "pola", "pola", "pól", "pól", "pola", "pól"]);
    }
}
