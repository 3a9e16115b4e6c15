//! The 1897 form: one line, ranks separated by `, `, black pieces in lower case.

use super::{
    Cell, Edition, ForsythErrorKind, ParseForsythError, content_lines, fill_rank, rank_at,
    role_from_name, role_name, tokens, write_ranks,
};
use crate::board::Board;
use crate::piece::{Color, Piece};

pub(super) fn read(text: &str) -> Result<Board, ParseForsythError> {
    let lines = content_lines(text);
    let Some(&(line, content)) = lines.first() else {
        return Err(ParseForsythError::empty(Edition::Forsyth1897));
    };
    if let Some(&(second, _)) = lines[1..].iter().find(|(_, l)| !l.trim().is_empty()) {
        return Err(ParseForsythError::new(
            second,
            1,
            ForsythErrorKind::SecondLine,
        ));
    }
    let ranks = segments(content);
    let mut board = Board::EMPTY;
    for (index, &(offset, segment)) in ranks.iter().enumerate() {
        let tokens = tokens(segment, offset);
        if index == 8 {
            return Err(ParseForsythError::new(
                line,
                tokens.first().map_or(offset + 1, |&(column, _)| column),
                ForsythErrorKind::RankCount {
                    found: ranks.len(),
                    edition: Edition::Forsyth1897,
                },
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
        let end = offset + segment.trim_end().chars().count() + 1;
        fill_rank(&mut board, rank_at(index), &cells, line, end)?;
    }
    if ranks.len() < 8 {
        return Err(ParseForsythError::new(
            line,
            content.trim_end().chars().count() + 1,
            ForsythErrorKind::RankCount {
                found: ranks.len(),
                edition: Edition::Forsyth1897,
            },
        ));
    }
    Ok(board)
}

/// The line cut at each comma, each piece with the number of characters before it.
fn segments(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::with_capacity(8);
    let (mut from_byte, mut from_column) = (0, 0);
    for (column, (byte, c)) in line.char_indices().enumerate() {
        if c == ',' {
            out.push((from_column, &line[from_byte..byte]));
            (from_byte, from_column) = (byte + 1, column + 1);
        }
    }
    out.push((from_column, &line[from_byte..]));
    out
}

/// Reads one token: `K Q R B P Kt` for White, `k q r b p kt` for Black, or `1`..`8`.
fn cell(token: &str) -> Result<Cell, ForsythErrorKind> {
    match token {
        "0" => return Err(ForsythErrorKind::Zero),
        "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" => {
            return Ok(Cell::Empty(u32::from(token.as_bytes()[0] - b'0')));
        }
        "N" | "n" => {
            return Err(ForsythErrorKind::KnightN {
                found: token.to_owned(),
                color: match token {
                    "N" => Color::White,
                    _ => Color::Black,
                },
                edition: Edition::Forsyth1897,
            });
        }
        _ => {}
    }
    let white = role_from_name(token).map(|role| Piece {
        color: Color::White,
        role,
    });
    let black = || {
        let mut chars = token.chars();
        let first = chars.next()?.to_ascii_uppercase();
        let name: String = core::iter::once(first).chain(chars).collect();
        let lower = token.chars().all(|c| c.is_ascii_lowercase());
        role_from_name(&name).filter(|_| lower).map(|role| Piece {
            color: Color::Black,
            role,
        })
    };
    white
        .or_else(black)
        .map(Cell::Piece)
        .ok_or_else(|| ForsythErrorKind::Token {
            found: token.to_owned(),
            edition: Edition::Forsyth1897,
        })
}

pub(super) fn write(board: &Board, out: &mut String) {
    write_ranks(
        board,
        ", ",
        '1',
        |piece, out| {
            let name = role_name(piece.role);
            match piece.color {
                Color::White => out.push_str(name),
                Color::Black => out.push_str(&name.to_ascii_lowercase()),
            }
        },
        out,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piece::Role;

    #[test]
    fn reads_both_colours_and_counts() {
        let piece = |color, role| Ok(Cell::Piece(Piece { color, role }));
        assert_eq!(cell("kt"), piece(Color::Black, Role::Knight));
        assert_eq!(cell("Kt"), piece(Color::White, Role::Knight));
        assert_eq!(cell("p"), piece(Color::Black, Role::Pawn));
        assert_eq!(cell("1"), Ok(Cell::Empty(1)));
        assert!(cell("kT").is_err());
        assert!(cell("KT").is_err());
        assert_eq!(cell("0"), Err(ForsythErrorKind::Zero));
    }

    #[test]
    fn segments_count_characters_before_each_rank() {
        assert_eq!(segments("1 B 6, 2 kt 5"), [(0, "1 B 6"), (6, " 2 kt 5")]);
        assert_eq!(segments(""), [(0, "")]);
    }
}
