//! FEN dialects: how the castling field is spelled.
//!
//! | dialect | writes | reads |
//! |---|---|---|
//! | [`Standard`] | `K`/`Q`; needs the king on the e-file and the rook on the a- or h-file | `KQkq` with classical kings and rooks |
//! | [`Shredder`] | the rook's file letter: `HAha`, `HFhf` | file letters, and `KQkq` as the outermost rook |
//! | [`XFen`] | `K`/`Q` for the outermost rook, a file letter otherwise | the same |
//!
//! Rights are stored by rook file ([`CastlingRights`]), so converting is reading in one
//! dialect and writing in another.
//!
//! ```
//! use fenkit::dialect::{Dialect, Shredder, XFen};
//! use fenkit::Board;
//! let board: Board = "4k3/8/8/8/8/8/8/1RKR3R".parse()?;
//! let rights = Shredder.read_castling("DB", &board)?;
//! let mut text = String::new();
//! XFen.write_castling(&rights, &board, &mut text);
//! assert_eq!(text, "DQ");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod shredder;
mod standard;
mod xfen;

use core::fmt;

pub use self::shredder::Shredder;
pub use self::standard::Standard;
pub use self::xfen::XFen;

use crate::board::Board;
use crate::castling::{CastlingRights, CastlingSide};
use crate::fen::{FenErrorKind, Field, NotStandard, ParseFenError};
use crate::piece::{Color, Piece, Role};
use crate::square::{File, Square};

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Standard {}
    impl Sealed for super::Shredder {}
    impl Sealed for super::XFen {}
    impl Sealed for super::DialectKind {}
}

/// A FEN dialect: how the castling field is read and written against a board.
///
/// Implemented by the zero-sized [`Standard`], [`Shredder`] and [`XFen`], and by the
/// run-time choice [`DialectKind`]. The trait is sealed.
pub trait Dialect: sealed::Sealed + fmt::Debug {
    /// Which dialect this is.
    fn kind(&self) -> DialectKind;

    /// Reads a castling field, resolving every letter against the board.
    ///
    /// # Errors
    /// A [`ParseFenError`] for the castling field, with a span inside `field`, when a letter
    /// does not belong to the dialect or does not match a king and rook on the board.
    fn read_castling(&self, field: &str, board: &Board) -> Result<CastlingRights, ParseFenError> {
        let tokens = Tokens::read(field.as_bytes(), board)?;
        if self.kind() == DialectKind::Standard {
            tokens.check_standard()?;
        }
        Ok(tokens.rights)
    }

    /// Appends the castling field for these rights (`-` when there are none).
    ///
    /// Call [`check_expressible`](Self::check_expressible) first: what the dialect cannot
    /// express is written in its nearest spelling.
    fn write_castling(&self, rights: &CastlingRights, board: &Board, out: &mut String);

    /// Whether this dialect can write these rights for this board without losing anything.
    ///
    /// # Errors
    /// [`LossyConversion`] naming the first right the dialect cannot express.
    fn check_expressible(
        &self,
        rights: &CastlingRights,
        board: &Board,
    ) -> Result<(), LossyConversion>;
}

/// The three dialects as a run-time value, for command lines and configuration.
///
/// ```
/// use fenkit::DialectKind;
/// assert_eq!("x-fen".parse::<DialectKind>()?, DialectKind::XFen);
/// assert_eq!("Shredder-FEN".parse::<DialectKind>()?, DialectKind::Shredder);
/// assert_eq!(DialectKind::XFen.to_string(), "xfen");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::EnumIter,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = ParseDialectError,
    parse_err_fn = dialect_error
)]
#[non_exhaustive]
pub enum DialectKind {
    /// Standard FEN (PGN 1994): `KQkq`.
    #[strum(to_string = "standard", serialize = "fen")]
    Standard,
    /// Shredder-FEN: rook file letters, `HAha`.
    #[strum(
        to_string = "shredder",
        serialize = "shredder-fen",
        serialize = "shredderfen"
    )]
    Shredder,
    /// X-FEN: `KQkq` for the outermost rook, a file letter otherwise.
    #[strum(to_string = "xfen", serialize = "x-fen")]
    XFen,
}

impl DialectKind {
    /// All three dialects.
    pub const ALL: [DialectKind; 3] = [
        DialectKind::Standard,
        DialectKind::Shredder,
        DialectKind::XFen,
    ];

    /// The dialect's usual name, as people write it: `standard FEN`, `Shredder-FEN`, `X-FEN`.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            DialectKind::Standard => "standard FEN",
            DialectKind::Shredder => "Shredder-FEN",
            DialectKind::XFen => "X-FEN",
        }
    }
}

/// A name that is not one of the dialects.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown dialect {found:?}, expected standard, shredder or xfen")]
pub struct ParseDialectError {
    found: String,
}

fn dialect_error(found: &str) -> ParseDialectError {
    ParseDialectError {
        found: found.to_owned(),
    }
}

impl Dialect for DialectKind {
    fn kind(&self) -> DialectKind {
        *self
    }

    fn write_castling(&self, rights: &CastlingRights, board: &Board, out: &mut String) {
        match self {
            DialectKind::Standard => Standard.write_castling(rights, board, out),
            DialectKind::Shredder => Shredder.write_castling(rights, board, out),
            DialectKind::XFen => XFen.write_castling(rights, board, out),
        }
    }

    fn check_expressible(
        &self,
        rights: &CastlingRights,
        board: &Board,
    ) -> Result<(), LossyConversion> {
        match self {
            DialectKind::Standard => Standard.check_expressible(rights, board),
            DialectKind::Shredder => Shredder.check_expressible(rights, board),
            DialectKind::XFen => XFen.check_expressible(rights, board),
        }
    }
}

/// Castling rights that a dialect cannot write.
///
/// ```
/// use fenkit::{DialectKind, Position};
/// let pos: Position = "4k3/8/8/8/8/8/8/1RKR3R w DB - 0 1".parse()?;
/// let err = pos.to_fen(DialectKind::Standard).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot write White's king-side castling with the rook on d1 in standard FEN, \
///      which needs the king on e1 (it is on c1) and the rook on h1; Shredder-FEN and X-FEN can write it"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "cannot write {}'s {side}-side castling with the rook on {rook} in {}, which needs {}; \
     Shredder-FEN and X-FEN can write it",
    color.name(),
    dialect.title(),
    Needs(self),
)]
pub struct LossyConversion {
    dialect: DialectKind,
    color: Color,
    side: CastlingSide,
    rook: Square,
    king: Option<Square>,
}

/// What standard FEN needs that the position does not have, for the message.
struct Needs<'a>(&'a LossyConversion);

impl fmt::Display for Needs<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let LossyConversion {
            color,
            side,
            rook,
            king,
            ..
        } = *self.0;
        let rank = color.back_rank();
        let home = Square::from_coords(File::E, rank);
        let corner = Square::from_coords(side.classical_rook(), rank);
        match king {
            None => write!(f, "a king on {home} (there is no king on rank {rank})")?,
            Some(king) if king != home => write!(f, "the king on {home} (it is on {king})")?,
            Some(_) => {}
        }
        if rook != corner {
            if king != Some(home) {
                f.write_str(" and ")?;
            }
            write!(f, "the rook on {corner}")?;
        }
        Ok(())
    }
}

impl LossyConversion {
    pub(crate) fn new(
        dialect: DialectKind,
        board: &Board,
        color: Color,
        side: CastlingSide,
        rook: File,
    ) -> Self {
        let king = board
            .king_file(color)
            .map(|file| Square::from_coords(file, color.back_rank()));
        LossyConversion {
            dialect,
            color,
            side,
            rook: Square::from_coords(rook, color.back_rank()),
            king,
        }
    }

    /// The dialect that cannot express the right.
    #[must_use]
    pub fn dialect(&self) -> DialectKind {
        self.dialect
    }

    /// The right that would be lost: its colour, side and rook square.
    #[must_use]
    pub fn right(&self) -> (Color, CastlingSide, Square) {
        (self.color, self.side, self.rook)
    }
}

/// One letter of a castling field, resolved against the board.
#[derive(Debug, Clone, Copy)]
struct Token {
    color: Color,
    side: CastlingSide,
    file: File,
    king: File,
    by_file: bool,
}

/// A castling field, read letter by letter: the rights, and what the dialect needs to know.
#[derive(Debug)]
pub(crate) struct Tokens {
    pub(crate) rights: CastlingRights,
    /// How many letters were read, and how many of them were file letters.
    letters: u8,
    file_letters: u8,
    /// The first letter that standard FEN cannot mean: where it is, the letter and why.
    not_standard: Option<(usize, u8, NotStandard)>,
}

fn castling_error(kind: FenErrorKind, at: usize) -> ParseFenError {
    ParseFenError::new(Field::Castling, kind, at..at + 1)
}

impl Tokens {
    /// Reads a castling field (byte offsets relative to the field).
    pub(crate) fn read(field: &[u8], board: &Board) -> Result<Tokens, ParseFenError> {
        let mut tokens = Tokens {
            rights: CastlingRights::NONE,
            letters: 0,
            file_letters: 0,
            not_standard: None,
        };
        if field == b"-" {
            return Ok(tokens);
        }
        // The letter read for each colour and side, 0 while there is none.
        let mut firsts = [0u8; 4];
        for (at, &letter) in field.iter().enumerate() {
            let token = Token::read(field, at, letter, board)?;
            let first = &mut firsts[2 * token.color.index() + token.side.index()];
            if *first == 0 {
                *first = letter;
                tokens.rights.set(token.color, token.side, token.file);
                tokens.letters += 1;
                tokens.file_letters += u8::from(token.by_file);
                if tokens.not_standard.is_none() {
                    tokens.not_standard = token.not_standard().map(|why| (at, letter, why));
                }
                continue;
            }
            // A second letter for one colour and side: the same letter again, or another one.
            let kind = if *first == letter {
                FenErrorKind::CastlingRepeated {
                    letter: letter as char,
                }
            } else {
                FenErrorKind::CastlingSameSide {
                    first: *first as char,
                    second: letter as char,
                    color: token.color,
                    side: token.side,
                }
            };
            return Err(castling_error(kind, at));
        }
        Ok(tokens)
    }

    /// Rejects what standard FEN cannot mean.
    pub(crate) fn check_standard(&self) -> Result<(), ParseFenError> {
        let Some((at, letter, reason)) = self.not_standard else {
            return Ok(());
        };
        let letter = letter as char;
        Err(castling_error(
            FenErrorKind::NotStandard { letter, reason },
            at,
        ))
    }

    /// The dialect the field was written in.
    pub(crate) fn dialect(&self) -> DialectKind {
        if self.letters == 0 {
            DialectKind::Standard
        } else if self.file_letters == self.letters {
            DialectKind::Shredder
        } else if self.file_letters > 0 || self.not_standard.is_some() {
            DialectKind::XFen
        } else {
            DialectKind::Standard
        }
    }
}

impl Token {
    /// Why standard FEN cannot mean this letter, if it cannot.
    fn not_standard(&self) -> Option<NotStandard> {
        let rank = self.color.back_rank();
        if self.by_file {
            Some(NotStandard::FileLetter)
        } else if self.king != File::E {
            Some(NotStandard::KingNotOnE {
                expected: Square::from_coords(File::E, rank),
                found: Square::from_coords(self.king, rank),
            })
        } else if self.file != self.side.classical_rook() {
            Some(NotStandard::RookNotInCorner {
                expected: Square::from_coords(self.side.classical_rook(), rank),
                found: Square::from_coords(self.file, rank),
            })
        } else {
            None
        }
    }

    fn read(field: &[u8], at: usize, letter: u8, board: &Board) -> Result<Token, ParseFenError> {
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let rank = color.back_rank();
        let lower = letter.to_ascii_lowercase();
        let king_needed = || {
            board.king_file(color).ok_or_else(|| {
                castling_error(
                    FenErrorKind::CastlingNoKing {
                        letter: letter as char,
                        color,
                        rank,
                        kings: board
                            .by_piece(Piece {
                                color,
                                role: Role::King,
                            })
                            .count(),
                    },
                    at,
                )
            })
        };
        let (side, file, by_file, king) = match lower {
            b'k' | b'q' => {
                let side = if lower == b'k' {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                let king = king_needed()?;
                let file = board
                    .outermost_rook_beside(color, king, side)
                    .ok_or_else(|| {
                        castling_error(
                            FenErrorKind::CastlingNoRook {
                                letter: letter as char,
                                color,
                                side,
                                rank,
                            },
                            at,
                        )
                    })?;
                (side, file, false, king)
            }
            b'a'..=b'h' => {
                let king = king_needed()?;
                let file = File::ALL[(lower - b'a') as usize];
                let square = Square::from_coords(file, rank);
                let Some(side) = CastlingSide::of(king, file) else {
                    return Err(castling_error(
                        FenErrorKind::CastlingKingFile {
                            letter: letter as char,
                            square,
                            color,
                        },
                        at,
                    ));
                };
                if board.piece_at(square)
                    != Some(Piece {
                        color,
                        role: Role::Rook,
                    })
                {
                    return Err(castling_error(
                        FenErrorKind::CastlingFileNoRook {
                            letter: letter as char,
                            square,
                            color,
                        },
                        at,
                    ));
                }
                (side, file, true, king)
            }
            b'-' => return Err(castling_error(FenErrorKind::CastlingDash, at)),
            _ => return Err(bad_char(field, at)),
        };
        Ok(Token {
            color,
            side,
            file,
            king,
            by_file,
        })
    }
}

fn bad_char(field: &[u8], at: usize) -> ParseFenError {
    let (found, len) = crate::fen::char_at(field, at);
    let kind = if found.is_ascii() {
        FenErrorKind::CastlingChar { found }
    } else {
        FenErrorKind::NonAscii { found }
    };
    ParseFenError::new(Field::Castling, kind, at..at + len)
}

/// Writes every right as the dialect spells it, or `-` when there is none.
fn write_rights(dialect: DialectKind, rights: &CastlingRights, board: &Board, out: &mut String) {
    let (letters, len) = castling_bytes(dialect, rights, board);
    out.extend(letters[..len].iter().map(|&byte| char::from(byte)));
}

/// The castling field as the dialect spells it, in ASCII, and its length (1 to 4).
pub(crate) fn castling_bytes(
    dialect: DialectKind,
    rights: &CastlingRights,
    board: &Board,
) -> ([u8; 4], usize) {
    let mut letters = [b'-'; 4];
    if rights.is_empty() {
        return (letters, 1);
    }
    let mut len = 0;
    for color in Color::ALL {
        let king = board.king_file(color);
        for side in CastlingSide::ALL {
            let Some(file) = rights.rook(color, side) else {
                continue;
            };
            let by_side = match dialect {
                DialectKind::Standard => true,
                DialectKind::Shredder => false,
                DialectKind::XFen => {
                    king.and_then(|king| board.outermost_rook_beside(color, king, side))
                        == Some(file)
                }
            };
            let letter = if by_side {
                side.char() as u8
            } else {
                file.char() as u8
            };
            letters[len] = if color.is_white() {
                letter.to_ascii_uppercase()
            } else {
                letter.to_ascii_lowercase()
            };
            len += 1;
        }
    }
    (letters, len.max(1))
}
