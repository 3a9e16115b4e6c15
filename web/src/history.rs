//! The history page's walk, from Forsyth 1883 to SAN in many languages, with the seed texts'
//! examples (`../shared/seeds/`), each a link that opens it in the main page.

use std::collections::HashSet;
use std::sync::OnceLock;

use crate::analyze::{Query, analyze};
use crate::lang::PageLang;

/// One step of the history.
#[derive(Debug)]
pub(crate) struct Step {
    /// The year or years.
    pub(crate) when: &'static str,
    /// Its title, in English, French and Polish.
    pub(crate) title: [&'static str; 3],
    /// What changed, in English, French and Polish.
    pub(crate) text: [&'static str; 3],
    /// The examples.
    pub(crate) examples: &'static [Example],
}

/// An example from a seed text.
#[derive(Debug)]
pub(crate) struct Example {
    /// The text, as the seed prints it (or as the notation writes it, when the seed's page
    /// lost a mark, as the underlines of 1883).
    pub(crate) text: &'static str,
    /// The start position of a movetext (empty for the standard start).
    pub(crate) start: &'static str,
    /// Where it comes from, in English, French and Polish.
    pub(crate) source: [&'static str; 3],
    /// The language its moves are read in first (`fr`: `Cf3` is French, though Spanish reads
    /// it too), or empty.
    pub(crate) letters: &'static str,
    /// The side to move of a Forsyth board (`w` or `b`), or empty.
    pub(crate) turn: &'static str,
}

impl Example {
    /// Where it comes from, in the page's language.
    pub(crate) fn source(&self, lang: PageLang) -> &'static str {
        self.source[lang as usize]
    }

    /// Whether the text reads as far as a board (read once, for every example).
    pub(crate) fn has_board(&self) -> bool {
        static BOARDS: OnceLock<HashSet<(&'static str, &'static str)>> = OnceLock::new();
        BOARDS
            .get_or_init(|| {
                STEPS
                    .iter()
                    .flat_map(|step| step.examples)
                    .filter(|example| {
                        let analysis = analyze(&Query {
                            text: example.text.to_owned(),
                            start: Some(example.start.to_owned()).filter(|s| !s.is_empty()),
                            letters: example.letters.parse().ok(),
                            ..Query::default()
                        });
                        analysis.position.is_some() || analysis.board_svg.is_some()
                    })
                    .map(|example| (example.text, example.start))
                    .collect()
            })
            .contains(&(self.text, self.start))
    }
}

impl Step {
    pub(crate) fn title(&self, lang: PageLang) -> &'static str {
        self.title[lang as usize]
    }

    pub(crate) fn text(&self, lang: PageLang) -> &'static str {
        self.text[lang as usize]
    }
}

pub(crate) const IMMORTAL_PL: &str = "1. e4 e5 2. f4 exf4 3. Gc4 Hh4+ 4. Kf1 b5 5. Gxb5 Sf6 6. Sf3 Hh6 \
7. d3 Sh5 8. Sh4 Hg5 9. Sf5 c6 10. g4 Sf6 11. Wg1 cxb5 12. h4 Hg6 13. h5 Hg5 14. Hf3 Sg8 \
15. Gxf4 Hf6 16. Sc3 Gc5 17. Sd5 Hxb2 18. Gd6 Gxg1 19. e5 Hxa1+ 20. Ke2 Sa6 21. Sxg7+ Kd8 \
22. Hf6+ Sxf6 23. Ge7# 1-0";

/// The walk, in order.
pub(crate) const STEPS: &[Step] = &[
    Step {
        when: "1883",
        title: [
            "Forsyth's eight lines",
            "Les huit lignes de Forsyth",
            "Osiem linijek Forsytha",
        ],
        text: [
            "David Forsyth, a Scottish journalist, proposed in the Glasgow Weekly Herald of 2 February 1883 to note a position rank by rank, one line each: K, Q, R, B, Kt and P, black pieces underlined, 0 for one empty square and a digit for a run.",
            "David Forsyth, journaliste écossais, propose dans le Glasgow Weekly Herald du 2 février 1883 de noter une position rangée par rangée, une ligne chacune : K, Q, R, B, Kt et P, les pièces noires soulignées, 0 pour une case vide et un chiffre pour une suite.",
            "David Forsyth, szkocki dziennikarz, zaproponował w Glasgow Weekly Herald z 2 lutego 1883 zapis pozycji rząd po rzędzie, każdy w osobnej linii: K, Q, R, B, Kt i P, czarne bierki podkreślone, 0 dla jednego pustego pola i cyfra dla kilku.",
        ],
        examples: &[Example {
            text: "0 R\u{332} 6\n5 P\u{332} P\u{332} 0\nR 0 R 4 P\u{332}\n0 R\u{332} 0 P\u{332} P 3\n2 P\u{332} K\u{332} Q P P 0\n7 P\n0 P 6\n2 K 5",
            start: "",
            source: [
                "003 (English): Forsyth's example, \"after Black's 40th move\" says the source, but Black's king stands in check: Black is to move",
                "003 (anglais) : l'exemple de Forsyth ; « après le 40e coup des noirs », dit la source, mais le roi noir est en échec : le trait est aux noirs",
                "003 (angielski): przykład Forsytha; „po 40. ruchu czarnych”, mówi źródło, ale czarny król jest szachowany: ruch mają czarne",
            ],
            letters: "",
            turn: "b",
        }],
    },
    Step {
        when: "1897",
        title: [
            "One line, lower case for Black",
            "Une seule ligne, les noirs en minuscules",
            "Jedna linia, czarne małymi literami",
        ],
        text: [
            "By The Chess Bouquet (1897) the position fits on one line: ranks separated by commas, black pieces in lower case instead of underlined, 1 for one empty square.",
            "Dans The Chess Bouquet (1897), la position tient sur une ligne : rangées séparées par des virgules, pièces noires en minuscules au lieu d'être soulignées, 1 pour une case vide.",
            "W The Chess Bouquet (1897) pozycja mieści się w jednej linii: rzędy oddzielone przecinkami, czarne bierki małymi literami zamiast podkreślenia, 1 dla jednego pustego pola.",
        ],
        examples: &[Example {
            text: "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1",
            start: "",
            source: [
                "003 (English): from The Chess Bouquet",
                "003 (anglais) : tiré de The Chess Bouquet",
                "003 (angielski): z The Chess Bouquet",
            ],
            letters: "en",
            turn: "",
        }],
    },
    Step {
        when: "1994",
        title: [
            "FEN: Forsyth-Edwards Notation",
            "La FEN : notation Forsyth-Edwards",
            "FEN: notacja Forsytha-Edwardsa",
        ],
        text: [
            "Steven J. Edwards extended Forsyth's line for computers in the PGN standard of 12 March 1994: six fields separated by spaces, the placement (slashes between ranks, digits for empty squares), the side to move, the castling rights KQkq, the en passant square and the two clocks.",
            "Steven J. Edwards étend la ligne de Forsyth pour les ordinateurs dans la norme PGN du 12 mars 1994 : six champs séparés par des espaces, la position (barres obliques entre les rangées, chiffres pour les cases vides), le trait, les roques KQkq, la case de prise en passant et les deux compteurs.",
            "Steven J. Edwards rozszerzył zapis Forsytha dla komputerów w standardzie PGN z 12 marca 1994: sześć pól oddzielonych spacjami, rozstawienie (ukośniki między rzędami, cyfry dla pustych pól), strona na posunięciu, roszady KQkq, pole bicia w przelocie i dwa liczniki.",
        ],
        examples: &[
            Example {
                text: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                start: "",
                source: [
                    "000, 002, 003, 004: the starting position",
                    "000, 002, 003, 004 : la position de départ",
                    "000, 002, 003, 004: pozycja początkowa",
                ],
                letters: "",
                turn: "",
            },
            Example {
                text: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                start: "",
                source: [
                    "000, 002, 003, 004: after 1.e4",
                    "000, 002, 003, 004 : après 1.e4",
                    "000, 002, 003, 004: po 1.e4",
                ],
                letters: "",
                turn: "",
            },
            Example {
                text: "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
                start: "",
                source: [
                    "000, 002, 003, 004: after 1.e4 c5",
                    "000, 002, 003, 004 : après 1.e4 c5",
                    "000, 002, 003, 004: po 1.e4 c5",
                ],
                letters: "",
                turn: "",
            },
            Example {
                text: "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
                start: "",
                source: [
                    "000, 002, 003, 004: after 1.e4 c5 2.Nf3",
                    "000, 002, 003, 004 : après 1.e4 c5 2.Cf3",
                    "000, 002, 003, 004: po 1.e4 c5 2.Sf3",
                ],
                letters: "",
                turn: "",
            },
            Example {
                text: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1",
                start: "",
                source: [
                    "001 (French): the starting position as printed there, a pawn missing on rank 2",
                    "001 (français) : la position de départ telle qu'imprimée, un pion manquant à la 2e rangée",
                    "001 (francuski): pozycja początkowa, jak ją wydrukowano, bez jednego piona w 2. rzędzie",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23",
                start: "",
                source: [
                    "004 (Polish): after 23. Ge7# in the Immortal Game",
                    "004 (polonais) : après 23. Fe7# dans l'Immortelle",
                    "004 (polski): po 23. Ge7# w partii nieśmiertelnej",
                ],
                letters: "pl",
                turn: "",
            },
        ],
    },
    Step {
        when: "2000s",
        title: [
            "Shredder-FEN and X-FEN, for Chess960",
            "Shredder-FEN et X-FEN, pour le Chess960",
            "Shredder-FEN i X-FEN, dla Chess960",
        ],
        text: [
            "In Chess960 a rook may start anywhere, and KQkq cannot tell which rook may castle. Shredder-FEN writes the files of the rooks (AHah); X-FEN keeps KQkq for the outermost rook and writes a file only when needed.",
            "Au Chess960, une tour peut partir de n'importe où, et KQkq ne dit pas quelle tour peut roquer. Shredder-FEN écrit les colonnes des tours (AHah) ; X-FEN garde KQkq pour la tour la plus extérieure et n'écrit une colonne que si nécessaire.",
            "W Chess960 wieża może zaczynać z dowolnego pola, a KQkq nie mówi, która wieża może roszować. Shredder-FEN zapisuje kolumny wież (AHah); X-FEN zachowuje KQkq dla skrajnej wieży i zapisuje kolumnę tylko wtedy, gdy trzeba.",
        ],
        examples: &[
            Example {
                text: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1",
                start: "",
                source: [
                    "003 (English): Shredder-FEN would use AHah instead of KQkq",
                    "003 (anglais) : Shredder-FEN écrirait AHah au lieu de KQkq",
                    "003 (angielski): Shredder-FEN zapisałby AHah zamiast KQkq",
                ],
                letters: "en",
                turn: "",
            },
            Example {
                text: "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                start: "",
                source: [
                    "a Chess960 game in Shredder-FEN",
                    "une partie de Chess960 en Shredder-FEN",
                    "partia Chess960 w Shredder-FEN",
                ],
                letters: "",
                turn: "",
            },
        ],
    },
    Step {
        when: "SAN",
        title: [
            "Moves: algebraic notation in many languages",
            "Les coups : la notation algébrique en plusieurs langues",
            "Ruchy: notacja algebraiczna w wielu językach",
        ],
        text: [
            "Standard Algebraic Notation names the piece and its square: Nf3, or in French Cf3 (cavalier), in Polish Sf3 (skoczek). fenkit reads SAN in 18 languages and finds which one a text is in.",
            "La notation algébrique abrégée nomme la pièce et sa case : Cf3 (cavalier), en anglais Nf3, en polonais Sf3 (skoczek). fenkit lit la notation dans 18 langues et reconnaît celle d'un texte.",
            "Skrócona notacja algebraiczna podaje bierkę i pole: Sf3 (skoczek), po angielsku Nf3, po francusku Cf3 (cavalier). fenkit czyta ją w 18 językach i rozpoznaje język tekstu.",
        ],
        examples: &[
            Example {
                text: "1.e4 e5 2.Cf3 Cc6 3. Fc4 Fc5",
                start: "",
                source: [
                    "001 (French): move numbers",
                    "001 (français) : les numéros de coups",
                    "001 (francuski): numery ruchów",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "1..e5 2.Cf3",
                start: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                source: [
                    "001 (French): starting with Black",
                    "001 (français) : en commençant par les noirs",
                    "001 (francuski): od ruchu czarnych",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "e4! e5? Cf3!! Cc6?? Fc4!? Fc5?!",
                start: "",
                source: [
                    "001 (French): the glyphs",
                    "001 (français) : les signes d'appréciation",
                    "001 (francuski): znaki oceny",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "1. ... c5 2. Cf3",
                start: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                source: [
                    "000 (French): after Black's first move",
                    "000 (français) : après le premier coup des noirs",
                    "000 (francuski): po pierwszym ruchu czarnych",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "1.e4 1...c5 2.Nf3",
                start: "",
                source: ["003 (English)", "003 (anglais)", "003 (angielski)"],
                letters: "en",
                turn: "",
            },
            Example {
                text: "1. e4 c5",
                start: "",
                source: [
                    "004 (Polish): the first moves",
                    "004 (polonais) : les premiers coups",
                    "004 (polski): pierwsze ruchy",
                ],
                letters: "pl",
                turn: "",
            },
            Example {
                text: IMMORTAL_PL,
                start: "",
                source: [
                    "004 (Polish): the Immortal Game, to 23. Ge7#",
                    "004 (polonais) : l'Immortelle, jusqu'à 23. Fe7#",
                    "004 (polski): partia nieśmiertelna, do 23. Ge7#",
                ],
                letters: "pl",
                turn: "",
            },
            Example {
                text: "Cf3",
                start: "",
                source: [
                    "001 (French): the knight from g1",
                    "001 (français) : le cavalier de g1",
                    "001 (francuski): skoczek z g1",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "Fe2-b5",
                start: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPBPPP/RNBQK1NR w KQkq - 2 3",
                source: [
                    "001 (French): the long form, from e2 to b5",
                    "001 (français) : la forme longue, de e2 à b5",
                    "001 (francuski): forma długa, z e2 na b5",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "O-O",
                start: "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
                source: [
                    "001 (French): castling short",
                    "001 (français) : le petit roque",
                    "001 (francuski): krótka roszada",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "O-O-O",
                start: "r3kbnr/ppp2ppp/2nqb3/3pp3/3PP3/2NQB3/PPP2PPP/R3KBNR w KQkq - 4 6",
                source: [
                    "001 (French): castling long",
                    "001 (français) : le grand roque",
                    "001 (francuski): długa roszada",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "De2xe7",
                start: "k7/4r3/8/8/8/8/4Q3/4K3 w - - 0 1",
                source: [
                    "001 (French): the queen on e2 takes the rook on e7",
                    "001 (français) : la dame en e2 prend la tour en e7",
                    "001 (francuski): hetman z e2 bije wieżę na e7",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "axb8D",
                start: "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
                source: [
                    "001 (French): promotion, written without =",
                    "001 (français) : la promotion, écrite sans =",
                    "001 (francuski): promocja, zapisana bez =",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "T8d7",
                start: "3R4/8/8/8/8/8/k7/3R2K1 w - - 0 1",
                source: [
                    "001 (French): two rooks on the d-file, the rank tells them apart",
                    "001 (français) : deux tours sur la colonne d, la rangée les distingue",
                    "001 (francuski): dwie wieże na kolumnie d, rozróżnia je rząd",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "Cgf6",
                start: "4k1n1/4n3/8/8/8/8/8/4K3 b - - 0 1",
                source: [
                    "001 (French): the knight from the g-file",
                    "001 (français) : le cavalier de la colonne g",
                    "001 (francuski): skoczek z kolumny g",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "C8f6",
                start: "4k1n1/4n3/8/8/8/8/8/4K3 b - - 0 1",
                source: [
                    "001 (French): the knight from the 8th rank",
                    "001 (français) : le cavalier de la 8e rangée",
                    "001 (francuski): skoczek z 8. rzędu",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "Dxf7++",
                start: "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
                source: [
                    "001 (French): mate, written ++",
                    "001 (français) : le mat, écrit ++",
                    "001 (francuski): mat, zapisany ++",
                ],
                letters: "fr",
                turn: "",
            },
            Example {
                text: "dx e5 e.p.",
                start: "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3",
                source: [
                    "001 (French): an en passant capture, written where the pawn stood",
                    "001 (français) : une prise en passant, écrite là où se tenait le pion",
                    "001 (francuski): bicie w przelocie, zapisane na polu, na którym stał pion",
                ],
                letters: "fr",
                turn: "",
            },
        ],
    },
    Step {
        when: "Descriptive",
        title: [
            "Descriptive and ICCF notation",
            "Notations descriptive et ICCF",
            "Notacja opisowa i ICCF",
        ],
        text: [
            "English books long named squares from each player's side, after the piece that began on their file: P-K4 is 1. e4. Correspondence chess writes squares as digits (ICCF): 5254 is e2-e4.",
            "Les livres anglais ont longtemps nommé les cases du côté de chaque joueur, d'après la pièce de départ de leur colonne : P-K4 est 1. e4. Les échecs par correspondance écrivent les cases en chiffres (ICCF) : 5254 est e2-e4.",
            "Angielskie książki długo nazywały pola od strony każdego gracza, według bierki stojącej na początku w danej kolumnie: P-K4 to 1. e4. Szachy korespondencyjne zapisują pola cyframi (ICCF): 5254 to e2-e4.",
        ],
        examples: &[
            Example {
                text: "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3",
                start: "",
                source: [
                    "descriptive notation, as older English books print it",
                    "la notation descriptive, telle que l'impriment les anciens livres anglais",
                    "notacja opisowa, jak drukują ją dawne książki angielskie",
                ],
                letters: "",
                turn: "",
            },
            Example {
                text: "1. 5254 5755 2. 7163 2836",
                start: "",
                source: [
                    "ICCF numeric notation",
                    "la notation numérique ICCF",
                    "notacja liczbowa ICCF",
                ],
                letters: "",
                turn: "",
            },
        ],
    },
];
