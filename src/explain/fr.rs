//! Français : le vocabulaire des textes sources (tour, cavalier, fou, dame, roi, pion ; trait,
//! roque, prise en passant, demi-coups).

use super::{Form, MoveWords, Words};

const fn plural(n: u32) -> Form {
    if n <= 1 { Form::One } else { Form::Many }
}

pub(super) const WORDS: Words = Words {
    plural,
    pieces: [
        [
            ["pion blanc", "pions blancs", "pions blancs"],
            ["cavalier blanc", "cavaliers blancs", "cavaliers blancs"],
            ["fou blanc", "fous blancs", "fous blancs"],
            ["tour blanche", "tours blanches", "tours blanches"],
            ["dame blanche", "dames blanches", "dames blanches"],
            ["roi blanc", "rois blancs", "rois blancs"],
        ],
        [
            ["pion noir", "pions noirs", "pions noirs"],
            ["cavalier noir", "cavaliers noirs", "cavaliers noirs"],
            ["fou noir", "fous noirs", "fous noirs"],
            ["tour noire", "tours noires", "tours noires"],
            ["dame noire", "dames noires", "dames noires"],
            ["roi noir", "rois noirs", "rois noirs"],
        ],
    ],
    empty: ["case vide", "cases vides", "cases vides"],
    halfmoves: ["demi-coup", "demi-coups", "demi-coups"],
    colors: ["les blancs", "les noirs"],
    fields: [
        "position des pièces",
        "trait",
        "roques",
        "prise en passant",
        "demi-coups",
        "coups",
    ],
    list: super::ListWords {
        item: "en {name}",
        and: " et ",
    },
    heading: "{n}. {field} : {text}",
    board_intro: "Les rangées de 8 à 1, séparées par « / » ; chaque rangée de la colonne a à la \
        colonne h. Les pièces blanches en majuscules (KQRBNP), les noires en minuscules \
        (kqrbnp), un chiffre pour des cases vides successives.",
    rank: "Rangée {rank} : {text} = {content}",
    turn: ["Trait aux blancs.", "Trait aux noirs."],
    castle_none: "Aucun des deux camps ne peut roquer.",
    castle_all: "Les deux camps peuvent encore roquer des deux côtés.",
    castle_color: [
        "{color} peuvent roquer des deux côtés.",
        "{color} peuvent roquer côté roi seulement.",
        "{color} peuvent roquer côté dame seulement.",
        "{color} ne peuvent plus roquer.",
    ],
    sides: [
        "côté roi (petit roque, O-O)",
        "côté dame (grand roque, O-O-O)",
    ],
    right: "{letter} : {color}, {side}, avec la tour de {square}.",
    dialect_none: "« - » s'écrit de la même façon {dialects}.",
    standard: super::DialectWords {
        name: "FEN standard",
        written: "Écrit en FEN standard (PGN 1994) : K et Q (k et q pour les noirs) \
        désignent le roque avec la tour d'angle, le roi étant en e1 ou e8.",
        cannot: "Le FEN standard ne peut pas écrire ces droits.",
    },
    shredder: super::DialectWords {
        name: "Shredder-FEN",
        written: "Écrit en Shredder-FEN : uniquement des lettres de colonne, chacune celle \
        d'une tour qui peut roquer (majuscule pour les blancs, minuscule pour les noirs) ; ainsi \
        une position Chess960 dit quelle tour peut roquer.",
        cannot: "Le Shredder-FEN ne peut pas écrire ces droits.",
    },
    xfen: super::DialectWords {
        name: "X-FEN",
        written: "Écrit en X-FEN (Scharnagl) : K et Q désignent la tour la plus extérieure \
        de ce côté du roi ; ici ils désignent un roi ou une tour hors de sa case classique, ce \
        que le FEN standard ne peut pas dire.",
        cannot: "Le X-FEN ne peut pas écrire ces droits.",
    },
    xfen_mixed: "Écrit en X-FEN (Scharnagl) : K et Q désignent la tour la plus \
        extérieure de ce côté du roi, et une lettre de colonne nomme une tour qui n'est pas la \
        plus extérieure.",
    chess960: "Un roi ou une tour qui peut roquer n'est pas sur sa case classique : le roque \
        suit les règles du Chess960, le roi arrive sur la colonne g ou c, la tour sur la colonne \
        f ou d.",
    same_rights: "Les mêmes droits en {dialect} : {text}.",
    ep_none: "Aucune case de prise en passant.",
    ep_square: "{square} est la case que le {pawn} a franchie en avançant de deux cases \
        ({from}-{to}).",
    ep_legal: "Prise en passant possible : {moves}.",
    ep_pinned: "Un pion est prêt à prendre en passant ({moves}), mais la prise laisserait son \
        roi en échec : la révision communautaire du PGN de 2020 écrit « - » ici, le X-FEN et la \
        règle PGN de 1994 notent la case.",
    ep_nobody: "Aucun {pawn} ne peut prendre en passant : le X-FEN et la révision communautaire \
        du PGN de 2020 écrivent « - » ici ; la règle PGN de 1994, que suit ce FEN, note la case \
        après toute avance d'un pion de deux cases.",
    halfmove: "{n} {halfmoves} depuis la dernière capture ou le dernier mouvement de pion. À 100 \
        (cinquante coups de chaque camp), un joueur peut réclamer la nulle selon la règle des \
        50 coups.",
    fullmove: "Coup n° {n}. Le compte commence à 1 et augmente de 1 après chaque coup des noirs.",
    moves: &MOVES,
};

pub(super) const MOVES: MoveWords = MoveWords {
    moves: "{san} : {piece}, de {from} en {to}.",
    castle: "{san} : roque {side} : le roi va de {king_from} en {king_to}, la tour de {rook_from} en {rook_to}.",
    sides: ["côté roi (petit roque)", "côté dame (grand roque)"],
    chess960: "Chess960 : le roi ou la tour ne part pas de sa case classique ; O-O roque avec la tour du côté h du roi, O-O-O avec celle du côté a, et tous deux arrivent sur les cases classiques.",
    canonical: "SAN canonique : {canonical} (écrit : {written}).",
    alone: "Pas de précision : aucune autre pièce de ce type ne peut aller en {to}.",
    by_file: [
        "Précision {mark} : une autre pièce peut aussi aller en {to} ({rivals}) ; la colonne {mark} les distingue.",
        "Précision {mark} : d'autres pièces peuvent aussi aller en {to} ({rivals}) ; la colonne {mark} les distingue.",
    ],
    by_rank: [
        "Précision {mark} : une autre pièce de la même colonne peut aussi aller en {to} ({rivals}) ; la rangée {mark} les distingue.",
        "Précision {mark} : d'autres pièces de la même colonne peuvent aussi aller en {to} ({rivals}) ; la rangée {mark} les distingue.",
    ],
    by_square: [
        "Précision {mark} : une autre pièce peut aussi aller en {to} ({rivals}) ; ni la colonne ni la rangée seule ne les distingue, d'où la case entière.",
        "Précision {mark} : d'autres pièces peuvent aussi aller en {to} ({rivals}) ; ni la colonne ni la rangée seule ne les distingue, d'où la case entière.",
    ],
    pawn_capture: "Une prise de pion nomme toujours la colonne de départ du pion : {file}.",
    piece_on: "{piece} en {square}",
    not_counted: "Ne compte pas : {piece}, qui atteint aussi {to} mais ne peut pas y aller sans laisser son roi en échec.",
    capture: "Prise : {victim} en {to}.",
    en_passant: "Prise en passant : {victim} en {stood}, qui vient de franchir {to} en avançant de deux cases ; le pion preneur arrive en {to}.",
    promotion: "Promotion : le pion devient {piece} ({letter}).",
    check: "Échec : le {king} est attaqué.",
    mate: "Échec et mat : le {king} est attaqué et aucun coup ne le sauve ; la partie est finie.",
};
