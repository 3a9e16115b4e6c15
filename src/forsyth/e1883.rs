//! The 1883 form: eight lines, black pieces underlined, `0` for one empty square.

use super::{
    Cell, Edition, ForsythErrorKind, ParseForsythError, content_lines, fill_rank, rank_at,
    role_from_name, role_name, tokens, write_ranks,
};
use crate::board::Board;
use crate::piece::{Color, Piece};

/// U+0332 COMBINING LOW LINE, written after each letter of a black piece.
const UNDERLINE: char = '\u{332}';

/// The ASCII fallback's mark before a black piece.
const ASCII_MARK: char = '_';

pub(super) fn read(text: &str) -> Result<Board, ParseForsythError> {
    let lines = content_lines(text);
    let Some(&(last_line, last_text)) = lines.last() else {
        return Err(ParseForsythError::empty(Edition::Forsyth1883));
    };
    let mut board = Board::EMPTY;
    for (index, &(line, content)) in lines.iter().enumerate() {
        let tokens = tokens(content, 0);
        if index == 8 {
            return Err(ParseForsythError::new(
                line,
                tokens.first().map_or(1, |&(column, _)| column),
                ForsythErrorKind::RankCount {
                    found: lines.len(),
                    edition: Edition::Forsyth1883,
                },
            ));
        }
        let rank = rank_at(index);
        if tokens.is_empty() {
            return Err(ParseForsythError::new(
                line,
                1,
                ForsythErrorKind::BlankLine { rank },
            ));
        }
        let cells = tokens
            .iter()
            .map(|&(column, token)| {
                cell(token)
                    .map(|cell| (column, cell))
                    .map_err(|kind| ParseForsythError::new(line, column, kind))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let end = content.trim_end().chars().count() + 1;
        fill_rank(&mut board, rank, &cells, line, end)?;
    }
    if lines.len() < 8 {
        return Err(ParseForsythError::new(
            last_line,
            last_text.trim_end().chars().count() + 1,
            ForsythErrorKind::RankCount {
                found: lines.len(),
                edition: Edition::Forsyth1883,
            },
        ));
    }
    Ok(board)
}

/// Reads one token: `K Q R B P Kt`, underlined (or marked `_`) for Black, `0`, or `2`..`8`.
fn cell(token: &str) -> Result<Cell, ForsythErrorKind> {
    let (marked, body) = match token.strip_prefix(ASCII_MARK) {
        Some(body) => (true, body),
        None => (false, token),
    };
    let mut letters = String::with_capacity(2);
    let mut underlines = 0;
    let mut after_underline = true;
    for c in body.chars() {
        if c == UNDERLINE {
            if after_underline {
                return Err(ForsythErrorKind::StrayUnderline);
            }
            underlines += 1;
            after_underline = true;
        } else {
            letters.push(c);
            after_underline = false;
        }
    }
    let is_count = !letters.is_empty() && letters.chars().all(|c| c.is_ascii_digit());
    if is_count && (marked || underlines > 0) {
        return Err(ForsythErrorKind::UnderlinedCount {
            found: token.to_owned(),
        });
    }
    if marked && underlines > 0 {
        return Err(ForsythErrorKind::MixedMarks {
            found: token.to_owned(),
        });
    }
    if underlines > 0 && underlines < letters.chars().count() {
        return Err(ForsythErrorKind::PartlyUnderlined {
            found: token.to_owned(),
            expected: underlined(&letters),
        });
    }
    let unknown = || ForsythErrorKind::Token {
        found: token.to_owned(),
        edition: Edition::Forsyth1883,
    };
    if is_count {
        return match letters.as_str() {
            "0" => Ok(Cell::Empty(1)),
            "1" => Err(ForsythErrorKind::One),
            "2" | "3" | "4" | "5" | "6" | "7" | "8" => {
                Ok(Cell::Empty(u32::from(letters.as_bytes()[0] - b'0')))
            }
            _ => Err(unknown()),
        };
    }
    let color = if marked || underlines > 0 {
        Color::Black
    } else {
        Color::White
    };
    match role_from_name(&letters) {
        Some(role) => Ok(Cell::Piece(Piece { color, role })),
        None if letters == "N" => Err(ForsythErrorKind::KnightN {
            found: token.to_owned(),
            color,
            edition: Edition::Forsyth1883,
        }),
        None => Err(unknown()),
    }
}

/// The letters with an underline after each.
fn underlined(letters: &str) -> String {
    letters.chars().flat_map(|c| [c, UNDERLINE]).collect()
}

pub(super) fn write(board: &Board, ascii: bool, out: &mut String) {
    write_ranks(
        board,
        "\n",
        '0',
        |piece, out| {
            let name = role_name(piece.role);
            match (piece.color, ascii) {
                (Color::White, _) => out.push_str(name),
                (Color::Black, true) => {
                    out.push(ASCII_MARK);
                    out.push_str(name);
                }
                (Color::Black, false) => out.push_str(&underlined(name)),
            }
        },
        out,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::Role;

    #[track_caller]
    fn err(token: &str) -> String {
        cell(token).unwrap_err().to_string()
    }

    #[test]
    fn reads_each_kind_of_token() {
        let black_knight = Cell::Piece(Piece {
            color: Color::Black,
            role: Role::Knight,
        });
        assert_eq!(cell("K\u{332}t\u{332}"), Ok(black_knight));
        assert_eq!(cell("_Kt"), Ok(black_knight));
        assert_eq!(
            cell("Kt"),
            Ok(Cell::Piece(Piece {
                color: Color::White,
                role: Role::Knight
            }))
        );
        assert_eq!(cell("0"), Ok(Cell::Empty(1)));
        assert_eq!(cell("8"), Ok(Cell::Empty(8)));
    }

    #[test]
    fn rejects_tokens_the_form_never_used() {
        assert_eq!(
            err("K\u{332}t"),
            "found 'K̲t' with only some letters underlined, expected every letter of a black piece underlined, as in 'K̲t̲'"
        );
        assert_eq!(
            err("3\u{332}"),
            "found an underline on the empty-square count '3̲', expected underlines on black pieces only"
        );
        assert_eq!(
            err("_2"),
            "found an underline on the empty-square count '_2', expected underlines on black pieces only"
        );
        assert_eq!(
            err("\u{332}R"),
            "found an underline with no letter before it, expected one underline right after each letter of a black piece"
        );
        assert_eq!(
            err("_R\u{332}"),
            "found '_R̲', expected either underlines (R̲) or the ASCII mark (_R), not both"
        );
        assert_eq!(
            err("N"),
            "found 'N', expected 'Kt': Forsyth wrote the knight Kt (N came later, with FEN)"
        );
        assert_eq!(
            err("1"),
            "found '1', expected '0' for one empty square: the 1883 form has no 1"
        );
        assert!(err("9").starts_with("found '9', expected a piece K, Q, R, B, Kt or P"));
        assert!(err("r").starts_with("found 'r', expected a piece"));
    }
}
