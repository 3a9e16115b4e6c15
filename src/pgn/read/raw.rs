//! A game's text before its moves are played: what its tags say, its moves played and
//! validated, or the whole game built.

use super::Settings;
use super::parts::{Parts, column};
use crate::dialect::DialectKind;
use crate::fen::FenParser;
use crate::lang::Lang;
use crate::movetext::{
    GameResult, ImportForm, ImportSan, Line, Step, TokenKind, detect_lang, walk_san_found,
};
use crate::notation::{MoveError, MoveNotation};
use crate::pgn::error::{PgnError, PgnErrorKind};
use crate::pgn::game::{Game, Items, Read};
use crate::pgn::tags::Tags;
use crate::pgn::variant::Variant;
use crate::pgn::warning::{PgnWarning, PgnWarningKind};
use crate::piece::Color;
use crate::position::Position;
use crate::scan;

/// A game's text taken out of the reader, owned: sent to another thread and played there.
#[derive(Debug)]
pub(in crate::pgn) struct Taken {
    pub(super) number: usize,
    pub(in crate::pgn) parts: Parts,
    pub(super) settings: Settings,
}

impl Taken {
    /// The game, to read as one straight from the reader: its tags read and its tokens found
    /// first, on this thread.
    pub(in crate::pgn) fn raw(&mut self) -> RawGame<'_> {
        self.parts.prepare();
        RawGame {
            number: self.number,
            parts: &self.parts,
            settings: self.settings,
        }
    }
}

/// One game's text as read: its tags, read, and its movetext, not yet played. It borrows the
/// reader's buffers, so it lives until the next game is read.
#[derive(Debug, Clone, Copy)]
pub struct RawGame<'r> {
    pub(super) number: usize,
    pub(super) parts: &'r Parts,
    pub(super) settings: Settings,
}

/// What a game's tags say: the variant and the start position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// Standard chess or Chess960, decided after all tags.
    pub variant: Variant,
    /// The start position: the `FEN` tag's, or the standard start, in the variant's castling
    /// mode ([`Variant::castling_mode`]).
    pub start: Position,
    /// The dialect the `FEN` tag was written in, when the game has one.
    pub fen_dialect: Option<DialectKind>,
}

impl<'r> RawGame<'r> {
    /// The game's number in the input, from 1.
    #[must_use]
    pub fn number(&self) -> usize {
        self.number
    }

    /// The tags, in the order read.
    #[must_use]
    pub fn tags(&self) -> &'r Tags {
        &self.parts.tags
    }

    /// The movetext, its lines joined by `\n`.
    #[must_use]
    pub fn movetext(&self) -> &'r str {
        &self.parts.movetext
    }

    /// The result the movetext ends in (outside variations), found before any move is played;
    /// `None` when the text has none, or does not read up to it.
    ///
    /// ```
    /// use fenkit::{movetext::GameResult, pgn::PgnReader};
    /// let mut reader = PgnReader::new("[Result \"1-0\"]\n\n1. e4 (1. d4 0-1) e5 *\n".as_bytes());
    /// assert_eq!(reader.next_raw().unwrap()?.result(), Some(GameResult::Unknown));
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        self.parts.tokens.result()
    }

    /// An error in this game, named by its tags.
    fn error(&self, line: usize, column: usize, kind: PgnErrorKind) -> PgnError {
        let tags = &self.parts.tags;
        PgnError::new(self.number, line, column, kind).named(
            tags.get("White"),
            tags.get("Black"),
            tags.get("Site"),
        )
    }

    /// The error of a game longer than the reader takes, at its first line.
    fn too_long(&self) -> PgnError {
        let limit = self.settings.max_game;
        self.error(self.parts.first_line, 1, PgnErrorKind::TooLong { limit })
    }

    /// An error at byte `at` of the movetext.
    fn error_at(&self, at: usize, kind: PgnErrorKind) -> PgnError {
        let (line, column) = self.place_at(at);
        self.error(line, column, kind)
    }

    /// The line and column of byte `at` of the movetext.
    fn place_at(&self, at: usize) -> (usize, usize) {
        let parts = self.parts;
        let Some(index) = parts
            .line_starts
            .partition_point(|&s| s <= at)
            .checked_sub(1)
        else {
            return (parts.first_line, 1);
        };
        let start = parts.line_starts[index];
        let line = &parts.movetext[start..];
        let line = &line[..line.find('\n').unwrap_or(line.len())];
        let at = (at - start).min(line.len());
        (parts.movetext_line + index, column(line, at))
    }

    /// An error about the tag called `name`, `offset` characters into its value.
    fn tag_error(&self, name: &str, offset: usize, kind: PgnErrorKind) -> PgnError {
        let tags = &self.parts.tags;
        let place = tags
            .iter()
            .position(|(n, _)| n == name)
            .and_then(|at| self.parts.tag_places.get(at));
        match place {
            Some(&(line, column)) => self.error(line, column + offset, kind),
            None => self.error(self.parts.first_line, 1, kind),
        }
    }

    /// Reads what the tags say: the variant, decided after all of them (the `Variant` tag in
    /// any spelling, else the `FEN` tag's castling), and the start position (the `FEN` tag in
    /// any dialect, with or without `SetUp "1"`; the standard start without one).
    ///
    /// # Errors
    /// [`PgnError`] for a tag pair that does not read, an unknown variant, a `FEN` tag that
    /// does not read or is not legal, `SetUp "1"` without a `FEN` tag, a `Variant` tag that
    /// says standard chess for a Chess960 start, or a game too long.
    pub fn header(&self) -> Result<Header, PgnError> {
        let parts = self.parts;
        if let Some(bad) = parts.bad_byte {
            let kind = PgnErrorKind::NotUtf8 { byte: bad.byte };
            return Err(self.error(bad.line, bad.column, kind));
        }
        if let Some((err, line, column)) = &parts.tag_error {
            return Err(self.error(*line, *column, err.clone().into()));
        }
        if parts.too_long {
            return Err(self.too_long());
        }
        let tags = &parts.tags;
        if self.settings.strict
            && let Some(date) = tags.get("Date")
            && ImportForm::is_iso_date(date)
        {
            let (form, found) = (ImportForm::IsoDate, date.to_owned());
            return Err(self.tag_error("Date", 0, PgnErrorKind::Import { form, found }));
        }
        let [variant_tag, fen_tag, set_up] = tags.get_each(["Variant", "FEN", "SetUp"]);
        let tag_variant = match variant_tag {
            Some(value) => {
                Variant::from_tag(value).map_err(|e| self.tag_error("Variant", 0, e.into()))?
            }
            None => None,
        };
        let (start, fen_dialect) = match fen_tag {
            Some(text) => {
                let lead = text.len() - text.trim_start().len();
                let fen = FenParser::new()
                    .lenient()
                    .parse(text.trim())
                    .map_err(|e| self.tag_error("FEN", lead + e.span().start, e.into()))?;
                let dialect = fen.dialect();
                let start = fen.into_position().map_err(|e| {
                    let at = lead + e.span().start;
                    self.tag_error("FEN", at, e.into_error().into())
                })?;
                (start, Some(dialect))
            }
            None if set_up.is_some_and(|v| v.trim() == "1") => {
                return Err(self.tag_error("SetUp", 0, PgnErrorKind::SetUpWithoutFen));
            }
            None => (Position::STARTING, None),
        };
        let variant = Variant::decide(tag_variant, fen_dialect, &start).map_err(|e| {
            let name = if variant_tag.is_some() {
                "Variant"
            } else {
                "FEN"
            };
            self.tag_error(name, 0, e.into())
        })?;
        Ok(Header {
            variant,
            start: start.with_castling_mode(variant.castling_mode()),
            fen_dialect,
        })
    }

    /// Plays the movetext from the header's start, every move validated, each variation
    /// from its own position, and shows each step to `visit` (as
    /// [`walk`](crate::movetext::walk) does); gives the position at the end of the main line
    /// and the result. This builds no [`Game`]: it is the fast way to every position of a
    /// game.
    ///
    /// `visit` sees the steps as they are played, so it may see some before an error: a
    /// caller that must not show a bad game keeps what it sees until this returns `Ok`.
    ///
    /// # Errors
    /// [`PgnError`] at the first token that does not read, the first move that is not legal
    /// (`14... Nxe4: no black knight can move to e4`), a move after the result, or a game
    /// without a result.
    pub fn play(
        &self,
        header: &Header,
        visit: impl FnMut(Step<'r, '_>),
    ) -> Result<(Position, GameResult), PgnError> {
        self.play_line(header, visit)
            .map(|(line, result)| (line.current, result))
    }

    /// [`play`](Self::play), giving the main line at its end: its position and the one before
    /// its last move (kept by the walk for a variation, so not copied at each move here).
    fn play_line(
        &self,
        header: &Header,
        mut visit: impl FnMut(Step<'r, '_>),
    ) -> Result<(Line, GameResult), PgnError> {
        if self.parts.too_long {
            return Err(self.too_long());
        }
        let movetext: &'r str = &self.parts.movetext;
        if self.settings.strict
            && let Some(span) = self.parts.tokens.glued_result()
        {
            let form = ImportForm::GluedResult;
            let found = movetext[span.clone()].to_owned();
            return Err(self.error_at(span.start, PgnErrorKind::Import { form, found }));
        }
        let san = if self.settings.auto_lang {
            self.settings.san.lang(self.lang(header)?)
        } else {
            self.settings.san
        };
        let mut result = None;
        let mut depth = 0u32;
        let mut after_result = None;
        let san = ImportSan {
            reader: san,
            strict: self.settings.strict,
        };
        let walked = walk_san_found(movetext, &self.parts.tokens, &header.start, san, |step| {
            match step {
                Step::Other(token) => match token.kind {
                    TokenKind::StartVariation => depth += 1,
                    TokenKind::EndVariation => depth = depth.saturating_sub(1),
                    TokenKind::Result(r) if depth == 0 => {
                        if result.is_none() {
                            result = Some(r);
                        } else if after_result.is_none() {
                            after_result = Some(token.span.clone());
                        }
                    }
                    _ => {}
                },
                Step::Move(played) => {
                    if result.is_some() && after_result.is_none() {
                        after_result = Some(played.token.span.clone());
                    }
                }
            }
            visit(step);
        });
        // Text after the result that does not read (`1-0 7. Ke3`) is said to be after it: its
        // moves have no place to be played from.
        let end = walked.map_err(|e| {
            if result.is_some() {
                let span = after_result.clone().unwrap_or_else(|| e.span());
                let found = scan::clip(movetext[span.clone()].trim()).into_owned();
                return self.error_at(span.start, PgnErrorKind::AfterResult { found });
            }
            let e = e.map_move(|text, e| MoveError::from_san(MoveNotation::San, text, e));
            self.error_at(e.span().start, PgnErrorKind::Movetext(e))
        })?;
        if let Some(span) = after_result {
            let found = scan::clip(&movetext[span.clone()]).into_owned();
            return Err(self.error_at(span.start, PgnErrorKind::AfterResult { found }));
        }
        match result {
            Some(result) => Ok((end, result)),
            None => Err(self.error_at(movetext.len(), PgnErrorKind::MissingResult)),
        }
    }

    /// The same game, its moves read in `lang` (after [`lang`](Self::lang) found it, say).
    ///
    /// ```
    /// use fenkit::{Lang, pgn::PgnReader};
    /// let mut reader = PgnReader::new("1. e4 e5 2. Cf3 Cc6 3. Fb5 *\n".as_bytes()).lang_auto();
    /// let raw = reader.next_raw().unwrap()?;
    /// let header = raw.header()?;
    /// let lang = raw.lang(&header)?;
    /// assert_eq!(lang, Lang::Fr);
    /// assert_eq!(raw.with_lang(lang).game()?.main_line().count(), 5);
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn with_lang(mut self, lang: Lang) -> RawGame<'r> {
        self.settings.san = self.settings.san.lang(lang);
        self.settings.auto_lang = false;
        self
    }

    /// The language of the movetext: the one in which every move is legal (English when it is
    /// one of several, any one when all that fit read the same moves).
    ///
    /// # Errors
    /// [`PgnError`] when no language reads every move (the error of the one that read
    /// furthest), or several read different moves.
    pub fn lang(&self, header: &Header) -> Result<Lang, PgnError> {
        match detect_lang(&self.parts.movetext, &header.start, self.settings.strict) {
            Ok(fit) => fit.choice().ok_or_else(|| {
                let langs = fit.langs().to_vec();
                self.error_at(0, PgnErrorKind::Lang { langs })
            }),
            Err(none) => {
                let err = none.error().clone();
                Err(self.error_at(err.span().start, PgnErrorKind::Movetext(err)))
            }
        }
    }

    /// What in the game reads but is likely a mistake, given the position at the end of its
    /// main line and its result (as [`play`](Self::play) gives them): a tag given twice (the
    /// first value is kept), a `Result` tag that is not the movetext's result, a checkmate at
    /// the end with another result (both kept as read). See [`PgnWarning`].
    #[must_use]
    pub fn warnings(&self, end: &Position, result: GameResult) -> Vec<PgnWarning> {
        let parts = self.parts;
        let mut warnings = Vec::new();
        let warn = |place: Option<&(usize, usize)>, kind| {
            let (line, column) = place.copied().unwrap_or((parts.first_line, 1));
            PgnWarning {
                game: self.number,
                names: parts.tags.names(),
                line,
                column,
                kind,
            }
        };
        let mut forms: Vec<(ImportForm, &str, usize, usize)> = Vec::new();
        for (span, form) in parts.tokens.import_forms(&parts.movetext) {
            match forms.iter_mut().find(|(f, ..)| *f == form) {
                Some((.., more)) => *more += 1,
                None => forms.push((form, &parts.movetext[span.clone()], span.start, 0)),
            }
        }
        for (form, found, at, more) in forms {
            let kind = PgnWarningKind::Import {
                form,
                found: found.to_owned(),
                more,
            };
            warnings.push(warn(Some(&self.place_at(at)), kind));
        }
        if let Some(at) = parts.tags.index("Date")
            && ImportForm::is_iso_date(parts.tags.value_at(at))
        {
            let kind = PgnWarningKind::Import {
                form: ImportForm::IsoDate,
                found: parts.tags.value_at(at).to_owned(),
                more: 0,
            };
            warnings.push(warn(parts.tag_places.get(at), kind));
        }
        if let Some(bad) = parts.decoded {
            let place = (bad.line, bad.column);
            warnings.push(warn(
                Some(&place),
                PgnWarningKind::Decoded { byte: bad.byte },
            ));
        }
        let tags = &parts.tags;
        for (first, at) in tags.repeated() {
            warnings.push(warn(
                parts.tag_places.get(at),
                PgnWarningKind::DuplicateTag {
                    name: tags.name_at(at).to_owned(),
                    first: tags.value_at(first).to_owned(),
                    again: tags.value_at(at).to_owned(),
                },
            ));
        }
        if let Some(at) = tags.index("Result")
            && let Some(&tag) = <GameResult as strum::VariantArray>::VARIANTS
                .iter()
                .find(|r| <&str>::from(**r) == tags.value_at(at).trim())
            && tag != result
        {
            let place = parts.tag_places.get(at);
            warnings.push(warn(
                place,
                PgnWarningKind::ResultTag {
                    tag,
                    movetext: result,
                },
            ));
        }
        if end.is_checkmate() {
            let mate = match end.turn() {
                Color::White => GameResult::BlackWins,
                Color::Black => GameResult::WhiteWins,
            };
            if mate != result {
                let last = parts.line_starts.len().saturating_sub(1);
                let place = (parts.movetext_line + last, 1);
                warnings.push(warn(
                    Some(&place),
                    PgnWarningKind::Checkmate { result, mate },
                ));
            }
        }
        warnings
    }

    /// Reads the whole game: tags, variant, start, every move validated, comments, NAGs,
    /// glyphs and variations kept.
    ///
    /// # Errors
    /// As [`header`](Self::header) and [`play`](Self::play).
    pub fn game(&self) -> Result<Game, PgnError> {
        self.game_with(&self.header()?, |_| {})
    }

    /// Reads the whole game from its [`header`](Self::header), showing each step to `visit`
    /// as [`play`](Self::play) does (to select games as they are built, say).
    ///
    /// # Errors
    /// As [`play`](Self::play).
    pub fn game_with(
        &self,
        header: &Header,
        mut visit: impl FnMut(Step<'r, '_>),
    ) -> Result<Game, PgnError> {
        // The walk plays every move and checks every variation: the game keeps the movetext,
        // its tokens and the moves played, and its positions are set once, at the end.
        let mut moves = Vec::with_capacity(self.parts.tokens.count());
        let (line, result) = self.play_line(header, |step| {
            visit(step);
            if let Step::Move(played) = step {
                moves.push(played.mv);
            }
        })?;
        let read = Read::new(&self.parts.movetext, &self.parts.tokens, moves);
        let start = (
            header.start.clone(),
            header.variant,
            self.parts.tags.clone(),
        );
        Ok(Game::read(
            start,
            Items::read(read),
            line.before_last,
            line.current,
            result,
        ))
    }
}

#[cfg(test)]
mod tests {
    use crate::movetext::GameResult;
    use crate::pgn::PgnReader;

    #[test]
    fn the_result_is_found_before_any_move_is_played() {
        // The main line's, not a variation's nor the tag's; none for a game without one, even
        // when a move does not read.
        let pgn = "[Result \"1-0\"]\n\n1. e4 (1. d4 1-0) e5 0-1\n\n1. e4 Ke3 1/2-1/2\n\n\
            [Result \"1-0\"]\n\n1. e4 e5\n";
        let mut reader = PgnReader::new(pgn.as_bytes());
        let mut results = Vec::new();
        while let Some(raw) = reader.next_raw() {
            results.push(raw.unwrap().result());
        }
        assert_eq!(
            results,
            [Some(GameResult::BlackWins), Some(GameResult::Draw), None]
        );
    }
}
