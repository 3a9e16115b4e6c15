//! The page's own words in English, French and Polish, the languages of the explanations.

use fenkit::Lang;
use serde::Serialize;

/// A language of the page: its words, the explanations and the piece letters of its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PageLang {
    /// English (the default).
    #[default]
    En,
    /// French.
    Fr,
    /// Polish.
    Pl,
}

impl PageLang {
    /// Every page language, in the order of the language switch.
    pub const ALL: [PageLang; 3] = [PageLang::En, PageLang::Fr, PageLang::Pl];

    /// Reads `en`, `fr` or `pl` (any case), alone or with a region: `fr-FR`, `pl_PL`.
    #[must_use]
    pub fn parse(code: &str) -> Option<PageLang> {
        let primary = code.trim().split(['-', '_']).next().unwrap_or_default();
        PageLang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(primary))
    }

    /// The first of the page's languages an `Accept-Language` header names, by order of
    /// preference (`pl-PL,pl;q=0.9,en;q=0.8` is Polish); `None` when it names none of them.
    #[must_use]
    pub fn from_accept_language(header: &str) -> Option<PageLang> {
        let mut wanted: Vec<(f32, usize, PageLang)> = header
            .split(',')
            .enumerate()
            .filter_map(|(order, item)| {
                let mut parts = item.split(';');
                let lang = PageLang::parse(parts.next()?)?;
                let quality = parts
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
                (quality > 0.0).then_some((quality, order, lang))
            })
            .collect();
        wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        wanted.first().map(|&(_, _, lang)| lang)
    }

    /// The code used in links: `en`, `fr`, `pl`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            PageLang::En => "en",
            PageLang::Fr => "fr",
            PageLang::Pl => "pl",
        }
    }

    /// The language's own name.
    #[must_use]
    pub const fn native(self) -> &'static str {
        match self {
            PageLang::En => "English",
            PageLang::Fr => "Français",
            PageLang::Pl => "Polski",
        }
    }

    /// The library's language: for explanations and piece letters.
    #[must_use]
    pub const fn lang(self) -> Lang {
        match self {
            PageLang::En => Lang::En,
            PageLang::Fr => Lang::Fr,
            PageLang::Pl => Lang::Pl,
        }
    }

    /// The name of a language of the moves in this language: `French`, `français`,
    /// `francuski`.
    #[must_use]
    pub fn lang_name(self, lang: Lang) -> &'static str {
        let index = Lang::ALL
            .iter()
            .position(|&l| l == lang)
            .unwrap_or_default();
        match self {
            PageLang::En => lang.name(),
            PageLang::Fr => LANG_NAMES_FR.get(index).copied().unwrap_or(lang.name()),
            PageLang::Pl => LANG_NAMES_PL.get(index).copied().unwrap_or(lang.name()),
        }
    }

    /// The page's words in this language.
    #[must_use]
    pub const fn words(self) -> &'static Words {
        match self {
            PageLang::En => &EN,
            PageLang::Fr => &FR,
            PageLang::Pl => &PL,
        }
    }
}

/// The languages of the moves named in French, in the order of [`Lang::ALL`].
const LANG_NAMES_FR: [&str; 18] = [
    "tchèque",
    "danois",
    "allemand",
    "anglais",
    "espagnol",
    "estonien",
    "finnois",
    "français",
    "hongrois",
    "islandais",
    "italien",
    "néerlandais",
    "norvégien",
    "polonais",
    "portugais",
    "roumain",
    "russe",
    "suédois",
];

/// The languages of the moves named in Polish, in the order of [`Lang::ALL`].
const LANG_NAMES_PL: [&str; 18] = [
    "czeski",
    "duński",
    "niemiecki",
    "angielski",
    "hiszpański",
    "estoński",
    "fiński",
    "francuski",
    "węgierski",
    "islandzki",
    "włoski",
    "niderlandzki",
    "norweski",
    "polski",
    "portugalski",
    "rumuński",
    "rosyjski",
    "szwedzki",
];

/// The words of the page, one table per language.
#[derive(Debug)]
#[allow(missing_docs)]
pub struct Words {
    pub title: &'static str,
    pub tagline: &'static str,
    pub input_label: &'static str,
    pub input_hint: &'static str,
    pub show: &'static str,
    pub history: &'static str,
    pub home: &'static str,
    pub recognised: &'static str,
    pub board: &'static str,
    pub flip: &'static str,
    pub fields: &'static str,
    pub fields_hint: &'static str,
    pub same_position: &'static str,
    pub cannot_write: &'static str,
    pub chess960: &'static str,
    pub not_chess960: &'static str,
    pub problems: &'static str,
    pub no_problems: &'static str,
    pub legal_moves: &'static str,
    pub no_legal_moves: &'static str,
    pub game: &'static str,
    pub tags: &'static str,
    pub start: &'static str,
    pub ply: &'static str,
    pub previous: &'static str,
    pub next: &'static str,
    pub keys_hint: &'static str,
    pub the_move: &'static str,
    pub notations: &'static str,
    pub error: &'static str,
    pub operations: &'static str,
    pub examples: &'static str,
    pub empty: &'static str,
    pub not_found: &'static str,
    pub share: &'static str,
    pub offline: &'static str,
    pub end: &'static str,
    pub line: &'static str,
    pub column: &'static str,
    pub descriptive: &'static str,
    pub lenient: &'static str,
    pub colon: &'static str,
    pub language: &'static str,
    pub white_to_move: &'static str,
    pub black_to_move: &'static str,
    pub descriptive_notation: &'static str,
    pub iccf_notation: &'static str,
    pub cannot_show: &'static str,
    pub text_too_long: fn(usize, usize) -> String,
    pub too_many_moves: fn(usize) -> String,
    pub too_many_plies: fn(usize) -> String,
    pub busy: fn(u64) -> String,
    pub not_utf8: &'static str,
    pub side_to_move: &'static str,
    pub white: &'static str,
    pub black: &'static str,
    pub forsyth_turn: &'static str,
    pub game_of: fn(usize, usize) -> String,
    pub skip: &'static str,
    pub partial: &'static str,
    pub board_as_read: &'static str,
    pub after: &'static str,
    pub pieces: &'static str,
    pub projector: &'static str,
    pub leave_projector: &'static str,
    pub damaged_link: &'static str,
    pub no_board: &'static str,
    pub bad_size: fn(&str, u32, u32) -> String,
    pub diagram: &'static str,
    pub nothing_to_play: &'static str,
    pub not_legal: fn(&str, &str) -> String,
    pub white_pieces: [&'static str; 6],
    pub black_pieces: [&'static str; 6],
    pub empty_square: &'static str,
    pub board_hint: &'static str,
    pub promote_to: &'static str,
    pub cancel: &'static str,
    pub set_up: &'static str,
    pub play: &'static str,
    pub castling: &'static str,
    pub en_passant: &'static str,
    pub clear: &'static str,
    pub start_position: &'static str,
    pub remove: &'static str,
    pub qr: &'static str,
    pub qr_too_long: &'static str,
    pub worksheet: &'static str,
    pub leave_worksheet: &'static str,
    pub worksheet_task: &'static str,
    pub side_by_side: &'static str,
    pub side_by_side_text: &'static str,
    pub move_number: &'static str,
    pub forsyth_after: &'static str,
    pub quiz: &'static str,
    pub quiz_intro: &'static str,
    pub quiz_position: fn(&str) -> String,
    pub quiz_move: fn(&str, &str) -> String,
    pub quiz_notation: &'static str,
    pub quiz_answer: &'static str,
    pub quiz_check: &'static str,
    pub quiz_right: &'static str,
    pub quiz_wrong: &'static str,
    pub quiz_no_form: &'static str,
    pub quiz_no_move: &'static str,
    pub quiz_written: fn(&str) -> String,
    pub quiz_other_move: fn(&str, &str, &str) -> String,
    pub quiz_expected: fn(&str) -> String,
    pub quiz_rank: fn(usize) -> String,
    pub quiz_differs: fn(&str, &str, &str) -> String,
    pub quiz_this: &'static str,
    pub read_as_canonical: fn(&str) -> String,
}

const EN: Words = Words {
    title: "fenkit: chess notation, explained",
    tagline: "Paste a FEN in any dialect, an EPD record, Forsyth's 1883 or 1897 lines, moves or a PGN game in any of 18 languages, in descriptive or ICCF notation.",
    input_label: "Text to read",
    input_hint: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    show: "Show",
    history: "History of notation",
    home: "Read a text",
    recognised: "Read as",
    board: "Board",
    flip: "Flip the board",
    fields: "Field by field",
    fields_hint: "Point at an explanation to see its field highlighted in the FEN.",
    same_position: "The same position in every notation",
    cannot_write: "cannot be written here",
    chess960: "Chess960 number",
    not_chess960: "not a Chess960 start position",
    problems: "Validation problems",
    no_problems: "None: the position is legal.",
    legal_moves: "Legal moves",
    no_legal_moves: "No legal move.",
    game: "The game, ply by ply",
    tags: "Tags",
    start: "Start",
    ply: "Ply",
    previous: "Previous ply",
    next: "Next ply",
    keys_hint: "The left and right arrow keys step through the game; Home and End jump to its ends.",
    the_move: "The move",
    notations: "The move in every notation",
    error: "Cannot read this text",
    operations: "EPD operations",
    examples: "Examples from the texts notation is taught from; each opens in the main page.",
    empty: "Type or paste a text above: its board, its fields explained and its other notations appear here.",
    not_found: "No such page.",
    share: "Link to what is on screen",
    offline: "Everything on this page comes from the fenkit program on this computer: it works offline.",
    end: "End",
    line: "line",
    column: "column",
    descriptive: "Descriptive",
    lenient: "Read leniently",
    colon: ": ",
    language: "Language",
    white_to_move: "White to move",
    black_to_move: "Black to move",
    descriptive_notation: "descriptive notation",
    iccf_notation: "ICCF numeric notation",
    cannot_show: "the page cannot show this text",
    text_too_long: |len, max| {
        format!(
            "the text is {len} bytes long; the page reads up to {max} bytes (for whole PGN files, use `fenkit pgn`)"
        )
    },
    too_many_moves: |max| {
        format!(
            "the text holds more than {max} moves with its variations; the page plays up to {max} for one request"
        )
    },
    too_many_plies: |max| {
        format!(
            "the game's main line is longer than {max} plies; the page steps through up to {max}"
        )
    },
    busy: |secs| {
        format!(
            "the server is busy or this text needs more than {secs} seconds; try again, or a shorter text"
        )
    },
    not_utf8: "the text is not UTF-8",
    side_to_move: "Side to move",
    white: "White",
    black: "Black",
    forsyth_turn: "Forsyth's forms record the board only, so White is taken to move: choose the side to move here.",
    game_of: |k, n| format!("Game {k} of {n} in the text"),
    skip: "Skip to the result",
    partial: "The moves before the error",
    board_as_read: "The board, as far as it reads",
    after: "after",
    pieces: "pieces",
    projector: "Projector view",
    leave_projector: "Leave the projector view",
    damaged_link: "the text in this link (z=) is damaged: cut short or changed; ask for the link again",
    no_board: "this text has no board to draw: give a position or a game",
    bad_size: |found, min, max| {
        format!("size: expected the picture's side in pixels, from {min} to {max}, found {found}")
    },
    diagram: "Diagram to take away",
    nothing_to_play: "there is no legal position on the board to play a move on",
    not_legal: |mv, why| format!("{mv}: not a legal move here ({why})"),
    white_pieces: [
        "white pawn",
        "white knight",
        "white bishop",
        "white rook",
        "white queen",
        "white king",
    ],
    black_pieces: [
        "black pawn",
        "black knight",
        "black bishop",
        "black rook",
        "black queen",
        "black king",
    ],
    empty_square: "empty",
    board_hint: "To play, click a piece and then its square, or move with the arrow keys on the board and press Enter twice.",
    promote_to: "Promote to",
    cancel: "Cancel",
    set_up: "Set up the position",
    play: "Play",
    castling: "Castling",
    en_passant: "En passant",
    clear: "Empty board",
    start_position: "Start position",
    remove: "Remove",
    qr: "QR code for phones",
    worksheet: "Worksheet",
    leave_worksheet: "Back to the page",
    worksheet_task: "Write this position, or these moves, in each notation",
    side_by_side: "A whole game side by side",
    side_by_side_text: "The Immortal Game (Anderssen–Kieseritzky, London 1851) in the notations of this history, move by move, and Forsyth's 1897 line after some of its moves.",
    move_number: "Move",
    forsyth_after: "Forsyth 1897 after move",
    quiz: "Quiz",
    quiz_intro: "Write what is shown in the notation asked for; the page checks it and says where it differs.",
    quiz_position: |notation| format!("Write this position in {notation}."),
    quiz_move: |number, notation| format!("Write the move {number} in {notation}."),
    quiz_notation: "Notation",
    quiz_answer: "Your answer",
    quiz_check: "Check",
    quiz_right: "Right.",
    quiz_wrong: "Not quite:",
    quiz_no_form: "this position cannot be written in that notation",
    quiz_no_move: "no move is shown: step to a move of the game first",
    quiz_written: |right| format!("right; it is usually written {right}"),
    quiz_other_move: |answer, english, right| {
        format!("{answer} is the move {english}; the move played is {right}")
    },
    quiz_expected: |right| format!("the move played is {right}"),
    quiz_rank: |rank| format!("rank {rank}"),
    quiz_differs: |part, given, wanted| format!("{part}: you wrote {given}, expected {wanted}"),
    quiz_this: "Quiz on this",
    read_as_canonical: |canonical| format!("not canonical, read as {canonical}"),
    qr_too_long: "This link is too long for a QR code a phone can read across a room: send the link itself.",
};

const FR: Words = Words {
    title: "fenkit : la notation des échecs expliquée",
    tagline: "Collez une FEN dans n'importe quel dialecte, un enregistrement EPD, les lignes de Forsyth de 1883 ou 1897, des coups ou une partie PGN dans l'une des 18 langues, en notation descriptive ou ICCF.",
    input_label: "Texte à lire",
    input_hint: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    show: "Afficher",
    history: "Histoire de la notation",
    home: "Lire un texte",
    recognised: "Lu comme",
    board: "Échiquier",
    flip: "Retourner l'échiquier",
    fields: "Champ par champ",
    fields_hint: "Pointez une explication pour voir son champ surligné dans la FEN.",
    same_position: "La même position dans chaque notation",
    cannot_write: "ne peut pas s'écrire ici",
    chess960: "Numéro Chess960",
    not_chess960: "pas une position de départ Chess960",
    problems: "Problèmes de validité",
    no_problems: "Aucun : la position est légale.",
    legal_moves: "Coups légaux",
    no_legal_moves: "Aucun coup légal.",
    game: "La partie, demi-coup par demi-coup",
    tags: "Balises",
    start: "Départ",
    ply: "Demi-coup",
    previous: "Demi-coup précédent",
    next: "Demi-coup suivant",
    keys_hint: "Les flèches gauche et droite parcourent la partie ; Début et Fin vont à ses extrémités.",
    the_move: "Le coup",
    notations: "Le coup dans chaque notation",
    error: "Impossible de lire ce texte",
    operations: "Opérations EPD",
    examples: "Des exemples tirés des textes qui enseignent la notation ; chacun s'ouvre dans la page principale.",
    empty: "Tapez ou collez un texte ci-dessus : son échiquier, ses champs expliqués et ses autres notations s'affichent ici.",
    not_found: "Cette page n'existe pas.",
    share: "Lien vers ce qui est affiché",
    offline: "Tout sur cette page vient du programme fenkit de cet ordinateur : elle fonctionne hors ligne.",
    end: "Fin",
    line: "ligne",
    column: "colonne",
    descriptive: "Descriptive",
    lenient: "Lu avec indulgence",
    colon: "\u{a0}: ",
    language: "Langue",
    white_to_move: "Trait aux blancs",
    black_to_move: "Trait aux noirs",
    descriptive_notation: "notation descriptive",
    iccf_notation: "notation numérique ICCF",
    cannot_show: "la page ne peut pas montrer ce texte",
    text_too_long: |len, max| {
        format!(
            "le texte fait {len} octets ; la page en lit au plus {max} (pour des fichiers PGN entiers, utilisez `fenkit pgn`)"
        )
    },
    too_many_moves: |max| {
        format!(
            "le texte contient plus de {max} coups avec ses variantes ; la page en joue au plus {max} par requête"
        )
    },
    too_many_plies: |max| {
        format!(
            "la ligne principale de la partie dépasse {max} demi-coups ; la page en parcourt au plus {max}"
        )
    },
    busy: |secs| {
        format!(
            "le serveur est occupé ou ce texte demande plus de {secs} secondes ; réessayez, ou avec un texte plus court"
        )
    },
    not_utf8: "le texte n'est pas en UTF-8",
    side_to_move: "Trait",
    white: "Blancs",
    black: "Noirs",
    forsyth_turn: "Les formes de Forsyth ne notent que l'échiquier ; les blancs sont donc supposés au trait : choisissez ici qui a le trait.",
    game_of: |k, n| format!("Partie {k} sur {n} dans le texte"),
    skip: "Aller au résultat",
    partial: "Les coups avant l'erreur",
    board_as_read: "L'échiquier, tel qu'il se lit",
    after: "après",
    pieces: "pièces",
    projector: "Vue projecteur",
    leave_projector: "Quitter la vue projecteur",
    damaged_link: "le texte de ce lien (z=) est abîmé : coupé ou modifié ; redemandez le lien",
    no_board: "ce texte n'a pas d'échiquier à dessiner : donnez une position ou une partie",
    bad_size: |found, min, max| {
        format!("size : côté de l'image attendu en pixels, de {min} à {max} ; trouvé {found}")
    },
    diagram: "Diagramme à emporter",
    nothing_to_play: "il n'y a pas de position légale sur l'échiquier où jouer un coup",
    not_legal: |mv, why| format!("{mv} : coup illégal ici ({why})"),
    white_pieces: [
        "pion blanc",
        "cavalier blanc",
        "fou blanc",
        "tour blanche",
        "dame blanche",
        "roi blanc",
    ],
    black_pieces: [
        "pion noir",
        "cavalier noir",
        "fou noir",
        "tour noire",
        "dame noire",
        "roi noir",
    ],
    empty_square: "vide",
    board_hint: "Pour jouer, cliquez une pièce puis sa case, ou déplacez-vous avec les flèches sur l'échiquier et appuyez deux fois sur Entrée.",
    promote_to: "Promouvoir en",
    cancel: "Annuler",
    set_up: "Composer la position",
    play: "Jouer",
    castling: "Roques",
    en_passant: "En passant",
    clear: "Échiquier vide",
    start_position: "Position de départ",
    remove: "Retirer",
    qr: "Code QR pour les téléphones",
    worksheet: "Fiche d'exercice",
    leave_worksheet: "Retour à la page",
    worksheet_task: "Écrivez cette position, ou ces coups, dans chaque notation",
    side_by_side: "Une partie entière côte à côte",
    side_by_side_text: "L'Immortelle (Anderssen–Kieseritzky, Londres 1851) dans les notations de cette histoire, coup par coup, et la ligne de Forsyth de 1897 après certains coups.",
    move_number: "Coup",
    forsyth_after: "Forsyth 1897 après le coup",
    quiz: "Quiz",
    quiz_intro: "Écrivez ce qui est montré dans la notation demandée ; la page vérifie et dit où la réponse diffère.",
    quiz_position: |notation| format!("Écrivez cette position en {notation}."),
    quiz_move: |number, notation| format!("Écrivez le coup {number} en {notation}."),
    quiz_notation: "Notation",
    quiz_answer: "Votre réponse",
    quiz_check: "Vérifier",
    quiz_right: "Juste.",
    quiz_wrong: "Pas tout à fait :",
    quiz_no_form: "cette position ne peut pas s'écrire dans cette notation",
    quiz_no_move: "aucun coup n'est montré : avancez d'abord jusqu'à un coup de la partie",
    quiz_written: |right| format!("juste ; on l'écrit d'habitude {right}"),
    quiz_other_move: |answer, english, right| {
        format!("{answer} est le coup {english} ; le coup joué est {right}")
    },
    quiz_expected: |right| format!("le coup joué est {right}"),
    quiz_rank: |rank| format!("rangée {rank}"),
    quiz_differs: |part, given, wanted| {
        format!("{part} : vous avez écrit {given}, attendu {wanted}")
    },
    quiz_this: "Quiz sur ceci",
    read_as_canonical: |canonical| format!("pas la forme habituelle, lu comme {canonical}"),
    qr_too_long: "Ce lien est trop long pour un code QR lisible par un téléphone à travers la salle : envoyez le lien lui-même.",
};

const PL: Words = Words {
    title: "fenkit: zapis szachowy wyjaśniony",
    tagline: "Wklej FEN w dowolnym dialekcie, rekord EPD, zapis Forsytha z 1883 lub 1897 roku, ruchy lub partię PGN w jednym z 18 języków, w notacji opisowej lub ICCF.",
    input_label: "Tekst do odczytania",
    input_hint: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    show: "Pokaż",
    history: "Historia zapisu",
    home: "Odczytaj tekst",
    recognised: "Odczytano jako",
    board: "Szachownica",
    flip: "Obróć szachownicę",
    fields: "Pole po polu",
    fields_hint: "Wskaż wyjaśnienie, aby zobaczyć jego pole podświetlone w FEN.",
    same_position: "Ta sama pozycja w każdym zapisie",
    cannot_write: "nie da się tu zapisać",
    chess960: "Numer Chess960",
    not_chess960: "to nie pozycja początkowa Chess960",
    problems: "Problemy z poprawnością",
    no_problems: "Brak: pozycja jest legalna.",
    legal_moves: "Legalne ruchy",
    no_legal_moves: "Brak legalnych ruchów.",
    game: "Partia, posunięcie po posunięciu",
    tags: "Znaczniki",
    start: "Początek",
    ply: "Posunięcie",
    previous: "Poprzednie posunięcie",
    next: "Następne posunięcie",
    keys_hint: "Strzałki w lewo i w prawo przechodzą przez partię; Home i End skaczą na jej początek i koniec.",
    the_move: "Ruch",
    notations: "Ruch w każdym zapisie",
    error: "Nie można odczytać tego tekstu",
    operations: "Operacje EPD",
    examples: "Przykłady z tekstów, z których uczy się zapisu; każdy otwiera się na stronie głównej.",
    empty: "Wpisz lub wklej tekst powyżej: tu pojawi się jego szachownica, wyjaśnione pola i inne zapisy.",
    not_found: "Nie ma takiej strony.",
    share: "Link do tego, co widać",
    offline: "Wszystko na tej stronie pochodzi z programu fenkit na tym komputerze: działa bez sieci.",
    end: "Koniec",
    line: "wiersz",
    column: "kolumna",
    descriptive: "Opisowa",
    lenient: "Odczytano pobłażliwie",
    colon: ": ",
    language: "Język",
    white_to_move: "Ruch białych",
    black_to_move: "Ruch czarnych",
    descriptive_notation: "notacja opisowa",
    iccf_notation: "notacja liczbowa ICCF",
    cannot_show: "strona nie może pokazać tego tekstu",
    text_too_long: |len, max| {
        format!(
            "tekst ma {len} bajtów; strona czyta najwyżej {max} bajtów (całe pliki PGN czyta `fenkit pgn`)"
        )
    },
    too_many_moves: |max| {
        format!(
            "tekst zawiera ponad {max} ruchów z wariantami; strona rozgrywa najwyżej {max} na jedno żądanie"
        )
    },
    too_many_plies: |max| {
        format!("główna linia partii ma ponad {max} posunięć; strona przechodzi najwyżej {max}")
    },
    busy: |secs| {
        format!(
            "serwer jest zajęty albo ten tekst wymaga ponad {secs} sekund; spróbuj ponownie lub z krótszym tekstem"
        )
    },
    not_utf8: "tekst nie jest w UTF-8",
    side_to_move: "Strona na posunięciu",
    white: "Białe",
    black: "Czarne",
    forsyth_turn: "Zapis Forsytha notuje tylko szachownicę, więc przyjmuje się ruch białych: wybierz tu, czyj jest ruch.",
    game_of: |k, n| format!("Partia {k} z {n} w tekście"),
    skip: "Przejdź do wyniku",
    partial: "Ruchy przed błędem",
    board_as_read: "Szachownica, na ile da się ją odczytać",
    after: "po",
    pieces: "bierek",
    projector: "Widok na rzutnik",
    leave_projector: "Zamknij widok na rzutnik",
    damaged_link: "tekst w tym linku (z=) jest uszkodzony: ucięty lub zmieniony; poproś o link ponownie",
    no_board: "ten tekst nie ma szachownicy do narysowania: podaj pozycję lub partię",
    bad_size: |found, min, max| {
        format!("size: oczekiwano boku obrazka w pikselach, od {min} do {max}, znaleziono {found}")
    },
    diagram: "Diagram do pobrania",
    nothing_to_play: "na szachownicy nie ma legalnej pozycji, w której można zagrać ruch",
    not_legal: |mv, why| format!("{mv}: ruch tu nielegalny ({why})"),
    white_pieces: [
        "biały pion",
        "biały skoczek",
        "biały goniec",
        "biała wieża",
        "biały hetman",
        "biały król",
    ],
    black_pieces: [
        "czarny pion",
        "czarny skoczek",
        "czarny goniec",
        "czarna wieża",
        "czarny hetman",
        "czarny król",
    ],
    empty_square: "puste",
    board_hint: "Aby zagrać, kliknij bierkę, a potem jej pole, albo poruszaj się strzałkami po szachownicy i naciśnij dwa razy Enter.",
    promote_to: "Promocja na",
    cancel: "Anuluj",
    set_up: "Ustaw pozycję",
    play: "Graj",
    castling: "Roszady",
    en_passant: "Bicie w przelocie",
    clear: "Pusta szachownica",
    start_position: "Pozycja początkowa",
    remove: "Usuń",
    qr: "Kod QR dla telefonów",
    worksheet: "Karta ćwiczeń",
    leave_worksheet: "Powrót do strony",
    worksheet_task: "Zapisz tę pozycję lub te ruchy w każdym zapisie",
    side_by_side: "Cała partia obok siebie",
    side_by_side_text: "Partia nieśmiertelna (Anderssen–Kieseritzky, Londyn 1851) w zapisach tej historii, ruch po ruchu, i linia Forsytha z 1897 roku po wybranych ruchach.",
    move_number: "Ruch",
    forsyth_after: "Forsyth 1897 po ruchu",
    quiz: "Quiz",
    quiz_intro: "Zapisz to, co widać, w podanym zapisie; strona sprawdzi odpowiedź i powie, czym się różni.",
    quiz_position: |notation| format!("Zapisz tę pozycję w zapisie {notation}."),
    quiz_move: |number, notation| format!("Zapisz ruch {number} w zapisie {notation}."),
    quiz_notation: "Zapis",
    quiz_answer: "Twoja odpowiedź",
    quiz_check: "Sprawdź",
    quiz_right: "Dobrze.",
    quiz_wrong: "Nie całkiem:",
    quiz_no_form: "tej pozycji nie da się zapisać w tym zapisie",
    quiz_no_move: "nie pokazano żadnego ruchu: najpierw przejdź do ruchu partii",
    quiz_written: |right| format!("dobrze; zwykle zapisuje się to {right}"),
    quiz_other_move: |answer, english, right| {
        format!("{answer} to ruch {english}; zagrano {right}")
    },
    quiz_expected: |right| format!("zagrano {right}"),
    quiz_rank: |rank| format!("rząd {rank}"),
    quiz_differs: |part, given, wanted| format!("{part}: napisano {given}, oczekiwano {wanted}"),
    quiz_this: "Quiz z tego",
    read_as_canonical: |canonical| format!("zapis nietypowy, odczytano jako {canonical}"),
    qr_too_long: "Ten link jest za długi na kod QR czytelny telefonem z drugiego końca sali: wyślij sam link.",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_preferred_page_language() {
        assert_eq!(
            PageLang::from_accept_language("pl-PL,pl;q=0.9,en;q=0.8"),
            Some(PageLang::Pl)
        );
        assert_eq!(
            PageLang::from_accept_language("de-DE, en;q=0.5, fr;q=0.7"),
            Some(PageLang::Fr)
        );
        assert_eq!(
            PageLang::from_accept_language("fr;q=0, de"),
            None,
            "q=0 means not wanted"
        );
        assert_eq!(PageLang::from_accept_language(""), None);
    }

    #[test]
    fn codes_read_back() {
        for lang in PageLang::ALL {
            assert_eq!(PageLang::parse(lang.code()), Some(lang));
        }
        assert_eq!(PageLang::parse("FR"), Some(PageLang::Fr));
        assert_eq!(PageLang::parse("de"), None);
    }
}
