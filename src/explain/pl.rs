//! Polski: słownictwo tekstów źródłowych (wieża, skoczek, goniec, hetman, król, pion; roszada,
//! bicie w przelocie). Liczebniki: 1 pole, 2–4 pola, 5 pól.

use super::{Form, MoveWords, Words};

const fn plural(n: u32) -> Form {
    let (units, tens) = (n % 10, n % 100);
    if n == 1 {
        Form::One
    } else if units >= 2 && units <= 4 && !(tens >= 12 && tens <= 14) {
        Form::Few
    } else {
        Form::Many
    }
}

pub(super) const WORDS: Words = Words {
    plural,
    pieces: [
        [
            ["biały pion", "białe piony", "białych pionów"],
            ["biały skoczek", "białe skoczki", "białych skoczków"],
            ["biały goniec", "białe gońce", "białych gońców"],
            ["biała wieża", "białe wieże", "białych wież"],
            ["biały hetman", "białe hetmany", "białych hetmanów"],
            ["biały król", "białe króle", "białych króli"],
        ],
        [
            ["czarny pion", "czarne piony", "czarnych pionów"],
            ["czarny skoczek", "czarne skoczki", "czarnych skoczków"],
            ["czarny goniec", "czarne gońce", "czarnych gońców"],
            ["czarna wieża", "czarne wieże", "czarnych wież"],
            ["czarny hetman", "czarne hetmany", "czarnych hetmanów"],
            ["czarny król", "czarne króle", "czarnych króli"],
        ],
    ],
    empty: ["puste pole", "puste pola", "pustych pól"],
    halfmoves: ["posunięcie", "posunięcia", "posunięć"],
    colors: ["białe", "czarne"],
    fields: [
        "pozycja bierek",
        "czyj ruch",
        "roszada",
        "bicie w przelocie",
        "liczba posunięć (półruchów)",
        "numer ruchu",
    ],
    list: super::ListWords {
        item: "{name}",
        and: " i ",
    },
    heading: "{n}. {field}: {text}",
    board_intro: "Rzędy od ósmego do pierwszego, oddzielone znakiem „/”; każdy rząd od linii a \
        do linii h. Białe bierki wielkimi literami (KQRBNP), czarne małymi (kqrbnp), cyfra to \
        liczba kolejnych pustych pól.",
    rank: "Rząd {rank}: {text} = {content}",
    turn: ["Ruch mają białe.", "Ruch mają czarne."],
    castle_none: "Żadna ze stron nie może wykonać roszady.",
    castle_all: "Obie strony mogą jeszcze wykonać obie roszady.",
    castle_color: [
        "{color} mogą wykonać obie roszady.",
        "{color} mogą wykonać tylko roszadę krótką.",
        "{color} mogą wykonać tylko roszadę długą.",
        "{color} nie mogą już wykonać roszady.",
    ],
    sides: ["roszada krótka (O-O)", "roszada długa (O-O-O)"],
    right: "{letter}: {color}, {side}, wieżą z {square}.",
    dialect_none: "„-” zapisuje się tak samo w {dialects}.",
    standard: super::DialectWords {
        name: "standardowym FEN",
        written: "Zapis w standardowym FEN (PGN 1994): K i Q (k i q dla czarnych) oznaczają \
        roszadę wieżą z rogu, gdy król stoi na e1 lub e8.",
        cannot: "Standardowy FEN nie potrafi zapisać tych praw.",
    },
    shredder: super::DialectWords {
        name: "Shredder-FEN",
        written: "Zapis w Shredder-FEN: same litery linii, każda wskazuje linię wieży, \
        która może wykonać roszadę (wielka litera dla białych, mała dla czarnych); dzięki temu \
        pozycja Chess960 mówi, która wieża może roszować.",
        cannot: "Shredder-FEN nie potrafi zapisać tych praw.",
    },
    xfen: super::DialectWords {
        name: "X-FEN",
        written: "Zapis w X-FEN (Scharnagl): K i Q oznaczają skrajną wieżę po tej stronie \
        króla; tutaj wskazują króla lub wieżę poza klasycznym polem, czego standardowy FEN nie \
        potrafi zapisać.",
        cannot: "X-FEN nie potrafi zapisać tych praw.",
    },
    xfen_mixed: "Zapis w X-FEN (Scharnagl): K i Q oznaczają skrajną wieżę po tej \
        stronie króla, a litera linii wskazuje wieżę, która nie jest skrajna.",
    chess960: "Król lub wieża biorąca udział w roszadzie nie stoi na klasycznym polu, więc \
        roszada odbywa się według zasad Chess960: król staje na linii g lub c, wieża na linii \
        f lub d.",
    same_rights: "Te same prawa w {dialect}: {text}.",
    ep_none: "Brak pola bicia w przelocie.",
    ep_square: "{square} to pole, nad którym przeszedł {pawn}, idąc o dwa pola ({from}-{to}).",
    ep_legal: "Możliwe bicie w przelocie: {moves}.",
    ep_pinned: "Pion może bić w przelocie ({moves}), ale bicie zostawiłoby własnego króla w \
        szachu: wersja PGN poprawiona przez społeczność w 2020 roku zapisuje tu „-”, a X-FEN \
        i reguła PGN z 1994 roku zapisują pole.",
    ep_nobody: "Żaden {pawn} nie może bić w przelocie: X-FEN i wersja PGN poprawiona przez \
        społeczność w 2020 roku zapisują tu „-”; reguła PGN z 1994 roku, której trzyma się ten \
        FEN, zapisuje pole po każdym ruchu piona o dwa pola.",
    halfmove: "{n} {halfmoves} od ostatniego bicia lub ruchu pionem. Przy 100 (po pięćdziesiąt \
        ruchów każdej ze stron) gracz może zażądać remisu zgodnie z zasadą 50 posunięć.",
    fullmove: "Ruch numer {n}. Numeracja zaczyna się od 1, a numer rośnie o jeden po każdym \
        ruchu czarnych.",
    moves: &MOVES,
};

pub(super) const MOVES: MoveWords = MoveWords {
    moves: "{san}: {piece}, z {from} na {to}.",
    castle: "{san}: roszada {side}: król z {king_from} na {king_to}, wieża z {rook_from} na {rook_to}.",
    sides: ["krótka (po stronie króla)", "długa (po stronie hetmana)"],
    chess960: "Chess960: król lub wieża nie stoi na swoim klasycznym polu; O-O to roszada z wieżą po stronie kolumny h, O-O-O z wieżą po stronie kolumny a, a obie bierki kończą na klasycznych polach.",
    canonical: "Kanoniczny SAN: {canonical} (zapisano: {written}).",
    alone: "Bez ujednoznacznienia: żadna inna bierka tego rodzaju nie może pójść na {to}.",
    by_file: [
        "Ujednoznacznienie {mark}: na {to} może pójść także inna bierka ({rivals}); kolumna {mark} je rozróżnia.",
        "Ujednoznacznienie {mark}: na {to} mogą pójść także inne bierki ({rivals}); kolumna {mark} je rozróżnia.",
    ],
    by_rank: [
        "Ujednoznacznienie {mark}: na {to} może pójść także inna bierka z tej samej kolumny ({rivals}); rząd {mark} je rozróżnia.",
        "Ujednoznacznienie {mark}: na {to} mogą pójść także inne bierki z tej samej kolumny ({rivals}); rząd {mark} je rozróżnia.",
    ],
    by_square: [
        "Ujednoznacznienie {mark}: na {to} może pójść także inna bierka ({rivals}); ani sama kolumna, ani sam rząd ich nie rozróżnia, więc zapisuje się całe pole.",
        "Ujednoznacznienie {mark}: na {to} mogą pójść także inne bierki ({rivals}); ani sama kolumna, ani sam rząd ich nie rozróżnia, więc zapisuje się całe pole.",
    ],
    pawn_capture: "Bicie pionem zawsze podaje kolumnę, z której wychodzi pion: {file}.",
    piece_on: "{piece} na {square}",
    not_counted: "Nie liczy się: {piece} — też sięga pola {to}, ale ruch tam zostawiłby króla w szachu.",
    capture: "Bicie: {victim} na {to}.",
    en_passant: "Bicie w przelocie: {victim} na {stood}, który właśnie przeszedł przez {to} o dwa pola; bijący pion staje na {to}.",
    promotion: "Promocja: {piece} ({letter}).",
    check: "Szach: {king} jest atakowany.",
    mate: "Mat: {king} jest atakowany i żaden ruch go nie ratuje; partia jest skończona.",
};
