//! English.

use super::{Form, MoveWords, Words};

const fn plural(n: u32) -> Form {
    if n == 1 { Form::One } else { Form::Many }
}

pub(super) const WORDS: Words = Words {
    plural,
    pieces: [
        [
            ["white pawn", "white pawns", "white pawns"],
            ["white knight", "white knights", "white knights"],
            ["white bishop", "white bishops", "white bishops"],
            ["white rook", "white rooks", "white rooks"],
            ["white queen", "white queens", "white queens"],
            ["white king", "white kings", "white kings"],
        ],
        [
            ["black pawn", "black pawns", "black pawns"],
            ["black knight", "black knights", "black knights"],
            ["black bishop", "black bishops", "black bishops"],
            ["black rook", "black rooks", "black rooks"],
            ["black queen", "black queens", "black queens"],
            ["black king", "black kings", "black kings"],
        ],
    ],
    empty: ["empty square", "empty squares", "empty squares"],
    halfmoves: ["half-move", "half-moves", "half-moves"],
    colors: ["White", "Black"],
    fields: [
        "piece placement",
        "side to move",
        "castling",
        "en passant",
        "halfmove clock",
        "fullmove number",
    ],
    list: super::ListWords {
        item: "{name}",
        and: " and ",
    },
    heading: "{n}. {field}: {text}",
    board_intro: "Rank 8 to rank 1, separated by \"/\"; each rank from the a-file to the h-file. \
        White pieces in upper case (KQRBNP), Black in lower case (kqrbnp), a digit for a run of \
        empty squares.",
    rank: "Rank {rank}: {text} = {content}",
    turn: ["White to move.", "Black to move."],
    castle_none: "Neither side may castle.",
    castle_all: "Both sides may still castle on both wings.",
    castle_color: [
        "{color} may castle on both wings.",
        "{color} may castle on the king side only.",
        "{color} may castle on the queen side only.",
        "{color} may no longer castle.",
    ],
    sides: [
        "king side (short castling, O-O)",
        "queen side (long castling, O-O-O)",
    ],
    right: "{letter}: {color}, {side}, with the rook on {square}.",
    dialect_none: "\"-\" is written the same way in {dialects}.",
    standard: super::DialectWords {
        name: "standard FEN",
        written: "Written in standard FEN (PGN 1994): K and Q (k and q for Black) mean \
        castling with the rook in the corner, the king on e1 or e8.",
        cannot: "Standard FEN cannot write these rights.",
    },
    shredder: super::DialectWords {
        name: "Shredder-FEN",
        written: "Written in Shredder-FEN: only file letters, each the file of a castling \
        rook (upper case for White, lower case for Black), so that a Chess960 position can say \
        which rook may castle.",
        cannot: "Shredder-FEN cannot write these rights.",
    },
    xfen: super::DialectWords {
        name: "X-FEN",
        written: "Written in X-FEN (Scharnagl): K and Q mean the outermost rook on that side \
        of the king; here they stand for a king or rook away from its classical square, which \
        standard FEN cannot say.",
        cannot: "X-FEN cannot write these rights.",
    },
    xfen_mixed: "Written in X-FEN (Scharnagl): K and Q mean the outermost rook on that \
        side of the king, and a file letter names a rook that is not the outermost one.",
    chess960: "A king or castling rook is not on its classical square, so castling follows the \
        Chess960 rules: the king ends on the g-file or c-file, the rook on the f-file or d-file.",
    same_rights: "The same rights in {dialect}: {text}.",
    ep_none: "No en passant square.",
    ep_square: "{square} is the square the {pawn} passed over on its two-square move {from}-{to}.",
    ep_legal: "En passant capture possible: {moves}.",
    ep_pinned: "A pawn stands ready to take en passant ({moves}), but the capture would leave \
        its own king in check: the 2020 community revision of PGN writes \"-\" here, while \
        X-FEN and PGN 1994 write the square.",
    ep_nobody: "No {pawn} can capture en passant, so X-FEN and the 2020 community revision of \
        PGN write \"-\" here; the PGN 1994 rule, which this FEN follows, writes the square \
        after every two-square pawn move.",
    halfmove: "{n} {halfmoves} since the last capture or pawn move. At 100 (fifty moves by each \
        side) a player may claim a draw under the fifty-move rule.",
    fullmove: "Move {n}. The count starts at 1 and goes up by one after each Black move.",
    moves: &MOVES,
};

pub(super) const MOVES: MoveWords = MoveWords {
    moves: "{san}: the {piece} goes from {from} to {to}.",
    castle: "{san}: castling {side}: the king goes from {king_from} to {king_to}, the rook from {rook_from} to {rook_to}.",
    sides: ["king side (short castling)", "queen side (long castling)"],
    chess960: "Chess960: the king or the rook does not start on its classical square; O-O castles with the rook on the king's h-side, O-O-O with the one on its a-side, and both end on the classical squares.",
    canonical: "Canonical SAN: {canonical} (written: {written}).",
    alone: "No disambiguation: no other piece of this kind can go to {to}.",
    by_file: [
        "Disambiguation {mark}: another piece can also go to {to} ({rivals}); the file {mark} tells them apart.",
        "Disambiguation {mark}: other pieces can also go to {to} ({rivals}); the file {mark} tells them apart.",
    ],
    by_rank: [
        "Disambiguation {mark}: another piece on the same file can also go to {to} ({rivals}); the rank {mark} tells them apart.",
        "Disambiguation {mark}: other pieces on the same file can also go to {to} ({rivals}); the rank {mark} tells them apart.",
    ],
    by_square: [
        "Disambiguation {mark}: another piece can also go to {to} ({rivals}); neither the file nor the rank alone tells them apart, so the whole square is written.",
        "Disambiguation {mark}: other pieces can also go to {to} ({rivals}); neither the file nor the rank alone tells them apart, so the whole square is written.",
    ],
    pawn_capture: "A pawn capture always names the file the pawn comes from: {file}.",
    piece_on: "{piece} on {square}",
    not_counted: "Not counted: the {piece}, which also reaches {to} but cannot go there without leaving its king in check.",
    capture: "Capture: the {victim} on {to}.",
    en_passant: "Capture en passant: the {victim} on {stood}, which has just passed over {to} on a two-square move; the capturing pawn lands on {to}.",
    promotion: "Promotion: the pawn becomes a {piece} ({letter}).",
    check: "Check: the {king} is attacked.",
    mate: "Checkmate: the {king} is attacked and no move saves it; the game is over.",
};
