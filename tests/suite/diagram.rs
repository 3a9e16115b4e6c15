//! Board diagrams: text with figurines or letters, flipped, and SVG.

use fenkit::Setup;
use fenkit::diagram::{Diagram, Format};
use fenkit::fen::Fen;

use crate::common::{AFTER_E4, IMMORTAL, snapshots};

fn setup(text: &str) -> Setup {
    text.parse::<Fen>().unwrap().into_setup()
}

#[test]
fn text_diagrams_with_figurines_and_letters() {
    let pos = setup(IMMORTAL);
    let unicode = Diagram::new(Format::Unicode).render(&pos);
    let ascii = Diagram::new(Format::Ascii).render(&pos);
    assert_eq!(unicode.lines().next(), Some("8 ♜ · ♝ ♚ · · · ♜"));
    assert_eq!(ascii.lines().nth(1), Some("7 p . . p B p N p"));
    snapshots().bind(|| {
        insta::assert_snapshot!("diagram_unicode", unicode);
        insta::assert_snapshot!("diagram_ascii", ascii);
    });
}

#[test]
fn flipped_diagrams_show_blacks_side() {
    let pos = setup(AFTER_E4);
    let unicode = Diagram::new(Format::Unicode).flipped().render(&pos);
    let ascii = Diagram::new(Format::Ascii).flipped().render(&pos);
    assert_eq!(ascii.lines().next(), Some("1 R N B K Q B N R"));
    assert_eq!(ascii.lines().nth(8), Some("  h g f e d c b a"));
    assert_eq!(ascii.lines().last(), Some("Black to move"));
    snapshots().bind(|| {
        insta::assert_snapshot!("diagram_unicode_flipped", unicode);
        insta::assert_snapshot!("diagram_ascii_flipped", ascii);
    });
}

#[test]
fn svg_is_well_formed_and_stable() {
    let pos = setup(IMMORTAL);
    let svg = Diagram::new(Format::Svg).render(&pos);
    check_well_formed(&svg);
    // 64 squares and the check glow under the black king (23.Be7#).
    assert_eq!(svg.matches("<rect class=\"light").count(), 32);
    assert_eq!(svg.matches("<rect class=\"dark").count(), 32);
    assert_eq!(svg.matches("<rect class=\"check\"").count(), 1);
    assert_eq!(svg.matches("<use xlink:href=\"#white-").count(), 10);
    assert_eq!(svg.matches("<use xlink:href=\"#black-").count(), 13);
    assert!(svg.contains("<title>Black to move</title>"));
    let flipped = Diagram::new(Format::Svg).flipped().render(&pos);
    check_well_formed(&flipped);
    assert_ne!(svg, flipped);
    snapshots().bind(|| insta::assert_snapshot!("diagram_svg", svg));
}

#[test]
fn svg_with_last_move_and_without_coordinates() {
    let pos = setup(AFTER_E4);
    let e2e4 = Diagram::new(Format::Svg).last_move("e2".parse().unwrap(), "e4".parse().unwrap());
    let svg = e2e4.render(&pos);
    check_well_formed(&svg);
    assert_eq!(svg.matches("last-move").count(), 2);
    assert!(!svg.contains("class=\"check\""));
    // The 16 coordinates, each a path in the coordinates' group.
    let glyph = "<path transform=\"translate(";
    assert_eq!(svg.matches(glyph).count(), 16);
    assert_eq!(svg.matches("<g class=\"coordinates\"").count(), 1);
    let bare = e2e4.coordinates(false).render(&pos);
    check_well_formed(&bare);
    assert_eq!(bare.matches(glyph).count(), 0);
    assert!(!bare.contains("coordinates"));
    snapshots().bind(|| insta::assert_snapshot!("diagram_svg_last_move", svg));
}

#[test]
fn text_without_coordinates() {
    let pos = setup(AFTER_E4);
    let ascii = Diagram::new(Format::Ascii)
        .coordinates(false)
        .flipped()
        .render(&pos);
    assert_eq!(ascii.lines().next(), Some("R N B K Q B N R"));
    assert_eq!(ascii.lines().count(), 9);
    assert_eq!(ascii.lines().last(), Some("Black to move"));
    let unicode = Diagram::new(Format::Unicode)
        .coordinates(false)
        .render_board(&pos.board);
    assert_eq!(unicode.lines().nth(4), Some("· · · · ♙ · · ·"));
    assert_eq!(unicode.lines().count(), 8);
}

#[test]
fn every_format_of_every_seed_position_is_deterministic() {
    for text in [AFTER_E4, IMMORTAL, fenkit::fen::STARTING_FEN] {
        let pos = setup(text);
        for format in [Format::Unicode, Format::Ascii, Format::Svg] {
            for diagram in [
                Diagram::new(format),
                Diagram::new(format).flipped().coordinates(false),
            ] {
                assert_eq!(diagram.render(&pos), diagram.render(&pos.clone()));
                if format == Format::Svg {
                    check_well_formed(&diagram.render(&pos));
                    check_well_formed(&diagram.render_board(&pos.board));
                }
            }
        }
    }
}

/// A small XML well-formedness check: one root element, every tag closed in order, attribute
/// values quoted, no stray `<` or `&` in text.
#[track_caller]
pub(crate) fn check_well_formed(xml: &str) {
    let mut rest = xml.trim_start();
    if let Some(after) = rest.strip_prefix("<?xml") {
        rest = &after[after.find("?>").expect("declaration closed") + 2..];
    }
    let mut open: Vec<&str> = Vec::new();
    let mut roots = 0;
    while let Some(lt) = rest.find('<') {
        check_text(&rest[..lt]);
        let gt = rest[lt..].find('>').expect("tag closed with '>'") + lt;
        let tag = &rest[lt + 1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop(), Some(name.trim()), "closing tag matches");
            continue;
        }
        if open.is_empty() {
            roots += 1;
        }
        let self_closing = tag.ends_with('/');
        let body = tag.trim_end_matches('/');
        let name = body.split_whitespace().next().expect("tag has a name");
        check_attributes(&body[name.len()..]);
        if !self_closing {
            open.push(name);
        }
    }
    check_text(rest);
    assert!(open.is_empty(), "unclosed tags: {open:?}");
    assert_eq!(roots, 1, "exactly one root element");
}

#[track_caller]
fn check_text(text: &str) {
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..text[i..].find(';').map_or(text.len(), |e| i + e + 1)];
        assert!(
            ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(&entity),
            "entity {entity}"
        );
    }
}

#[track_caller]
fn check_attributes(mut attrs: &str) {
    loop {
        attrs = attrs.trim_start();
        if attrs.is_empty() {
            return;
        }
        let eq = attrs.find("=\"").expect("attribute written name=\"value\"");
        assert!(!attrs[..eq].contains(char::is_whitespace), "attribute name");
        let value_end = attrs[eq + 2..].find('"').expect("attribute value closed") + eq + 2;
        let value = &attrs[eq + 2..value_end];
        assert!(!value.contains('<'), "no '<' in attribute values");
        check_text(value);
        attrs = &attrs[value_end + 1..];
    }
}
