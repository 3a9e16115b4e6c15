//! Every route of the page over HTTP (straight to the router): status, content type, the facts
//! on the page, errors, limits, escaping, the security headers.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use tower::ServiceExt;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const IMMORTAL_PL: &str = "1. e4 e5 2. f4 exf4 3. Gc4 Hh4+ 4. Kf1 b5 5. Gxb5 Sf6 6. Sf3 Hh6 \
    7. d3 Sh5 8. Sh4 Hg5 9. Sf5 c6 10. g4 Sf6 11. Wg1 cxb5 12. h4 Hg6 13. h5 Hg5 14. Hf3 Sg8 \
    15. Gxf4 Hf6 16. Sc3 Gc5 17. Sd5 Hxb2 18. Gd6 Gxg1 19. e5 Hxa1+ 20. Ke2 Sa6 21. Sxg7+ Kd8 \
    22. Hf6+ Sxf6 23. Ge7# 1-0";
/// The Polish seed (004): after 23. Ge7# in the Immortal Game.
const IMMORTAL_END: &str = "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23";

/// One answer, read whole.
struct Answer {
    status: StatusCode,
    content_type: String,
    csp: String,
    body: String,
}

async fn send(request: Request<Body>) -> Answer {
    let response = fenkit_web::router().oneshot(request).await.unwrap();
    let status = response.status();
    let header_text = |name| {
        response
            .headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default()
    };
    let content_type = header_text(header::CONTENT_TYPE);
    let csp = header_text(header::CONTENT_SECURITY_POLICY);
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    Answer {
        status,
        content_type,
        csp,
        body: String::from_utf8(bytes.to_vec()).unwrap(),
    }
}

async fn get(uri: &str) -> Answer {
    send(Request::get(uri).body(Body::empty()).unwrap()).await
}

/// Percent-encodes a query value.
fn enc(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn page(q: &str, extra: &str) -> String {
    format!("/?q={}{extra}", enc(q))
}

fn json(answer: &Answer) -> serde_json::Value {
    serde_json::from_str(&answer.body).unwrap()
}

#[tokio::test]
async fn the_empty_page_has_the_form_and_the_security_headers() {
    let answer = get("/").await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.content_type, "text/html; charset=utf-8");
    assert_eq!(answer.csp, fenkit_web::CSP);
    assert!(answer.csp.contains("script-src 'self'"));
    assert!(!answer.csp.contains("unsafe-inline"));
    assert!(answer.body.contains(r#"<textarea id="q" name="q""#));
    assert!(answer.body.contains("Type or paste a text above"));
    assert!(
        !answer.body.contains(r#"id="kind""#),
        "nothing read, nothing named"
    );
    // No request leaves the machine: every link to an asset is local.
    assert!(!answer.body.contains("http://") && !answer.body.contains("https://"));
    assert!(!answer.body.contains("<script>"), "no inline script");
}

#[tokio::test]
async fn a_fen_shows_its_board_fields_dialects_and_moves() {
    let answer = get(&page(AFTER_E4, "&lang=en")).await;
    assert_eq!(answer.status, StatusCode::OK);
    let body = &answer.body;
    assert!(body.contains(r#"data-kind="fen""#));
    assert_eq!(body.matches("<use ").count(), 32, "32 pieces on the board");
    assert!(body.contains("Rank 4: 4P3 = 4 empty squares, white pawn, 3 empty squares"));
    assert!(body.contains(r#"<code class="fen-field" id="fen-4">e3</code>"#));
    assert!(body.contains(&format!(">{AFTER_E4}</pre>")), "standard FEN");
    assert!(body.contains("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha e3 0 1"));
    assert!(body.contains(
        r#"data-form="X-FEN">rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"#
    ));
    assert!(body.contains(
        "r kt b q k b kt r, p p p p p p p p, 8, 8, 4 P 3, 8, P P P P 1 P P P, R Kt B Q K B Kt R"
    ));
    assert!(body.contains("Legal moves (20)"));
    assert!(body.contains("<span>Nf6</span>"));
    assert!(body.contains("not a Chess960 start position"));
}

#[tokio::test]
async fn the_start_position_is_chess960_number_518_and_lists_moves_in_french() {
    let body = get(&page(START, "&lang=fr")).await.body;
    assert!(body.contains(r#"<dd id="chess960">518</dd>"#));
    assert!(body.contains("Trait aux blancs."));
    assert!(body.contains("<span>Cf3</span>"), "French letters");
    assert!(body.contains(r#"<html lang="fr">"#));
}

#[tokio::test]
async fn the_browser_language_chooses_the_page_language() {
    let request = Request::get(page(START, ""))
        .header(header::ACCEPT_LANGUAGE, "pl-PL,pl;q=0.9,en;q=0.5")
        .body(Body::empty())
        .unwrap();
    let body = send(request).await.body;
    assert!(body.contains(r#"<html lang="pl">"#));
    assert!(body.contains("Ruch mają białe."));
    assert!(body.contains("<span>Sf3</span>"));
    // `lang` wins over the header.
    let request = Request::get(page(START, "&lang=en"))
        .header(header::ACCEPT_LANGUAGE, "pl")
        .body(Body::empty())
        .unwrap();
    assert!(send(request).await.body.contains("White to move."));
}

#[tokio::test]
async fn an_illegal_position_lists_its_problems_and_no_moves() {
    let body = get(&page("8/8/8/8/8/8/8/8 w - - 0 1", "")).await.body;
    assert!(body.contains("Validation problems"));
    assert!(
        body.contains("<li>White has no king</li><li>Black has no king</li>"),
        "{body}"
    );
    assert!(!body.contains("Legal moves ("));
    assert!(
        body.contains("cannot be written here"),
        "EPD needs a legal position"
    );
}

#[tokio::test]
async fn the_immortal_game_in_polish_steps_to_the_seed_position() {
    let start = get(&page(IMMORTAL_PL, "&lang=pl")).await.body;
    assert!(start.contains(r#"data-kind="movetext""#));
    assert!(start.contains("SAN (polski, pl)"));
    assert!(
        start.contains(r#"data-ply="0""#),
        "a game opens at its start"
    );
    assert!(start.contains(&format!(">{START}</pre>")));
    assert_eq!(start.matches(r#"<li><a data-nav"#).count(), 45, "45 plies");

    let end = get(&page(IMMORTAL_PL, "&lang=pl&ply=45")).await.body;
    assert!(end.contains(&format!(">{IMMORTAL_END}</pre>")));
    assert!(end.contains("Mat: wygrywają białe."));
    assert!(end.contains(r#"<td lang="pl">Ge7#</td>"#));
    assert!(
        end.contains("<td>Bd6-e7#</td>") || end.contains("<td>Gd6-e7#</td>"),
        "LAN"
    );
    assert!(end.contains("<td>4657</td>"), "ICCF");
    assert!(end.contains("<td>d6e7</td>"), "UCI");
    assert!(end.contains(r#"id="prev""#) && !end.contains(r#"id="next""#));
    let q = enc(IMMORTAL_PL);
    assert!(start.contains(&format!(
        r#"id="last" data-nav href="/?lang=pl&#38;q={q}&#38;ply=45""#
    )));
    assert!(end.contains(&format!(
        r#"id="share" rel="bookmark" href="/?lang=pl&#38;q={q}&#38;ply=45""#
    )));
    assert!(end.contains(&format!(
        r#"<a href="/?lang=fr&#38;q={q}&#38;ply=45" hreflang="fr""#
    )));
    // A ply past the end shows the end.
    let past = get(&page(IMMORTAL_PL, "&lang=pl&ply=999")).await.body;
    assert!(past.contains(&format!(">{IMMORTAL_END}</pre>")));
}

#[tokio::test]
async fn a_pgn_game_shows_its_tags_escaped() {
    let pgn = "[Event \"<script>alert('tag')</script>\"]\n[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n[Result \"1-0\"]\n\n\
               1. e4 {<script>alert('comment')</script>} e5 2. Nf3 1-0\n";
    let answer = get(&page(pgn, "&ply=3")).await;
    assert_eq!(answer.status, StatusCode::OK);
    let body = &answer.body;
    assert!(body.contains(r#"data-kind="pgn""#), "{body}");
    assert!(body.contains("<th scope=\"row\">White</th><td>Anderssen</td>"));
    assert!(!body.contains("<script>alert"), "never a live script");
    assert!(
        body.contains("&#60;script&#62;alert(&#39;tag&#39;)")
            || body.contains("&lt;script&gt;alert")
    );
    assert!(body.contains("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
}

#[tokio::test]
async fn a_script_in_the_text_is_shown_as_text() {
    for q in [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 <script>",
    ] {
        let answer = get(&page(q, "")).await;
        assert_eq!(answer.status, StatusCode::OK, "{q}");
        assert!(!answer.body.contains("<script>"), "{q}");
        assert!(!answer.body.contains("<img src=x"), "{q}");
        assert!(answer.body.contains(r#"class="error""#), "{q}");
    }
}

#[tokio::test]
async fn errors_teach_with_the_place_underlined() {
    // The French seed's `dx e5 e.p.`, from a position where it is the capture meant.
    let start = "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3";
    let body = get(&page("dx e5 e.p.", &format!("&start={}", enc(start))))
        .await
        .body;
    assert!(
        body.contains("an en passant capture lands on e6, the square the pawn passed over"),
        "{body}"
    );
    assert!(body.contains(r#"<pre class="excerpt">dx <mark class="fault">e5</mark> e.p.</pre>"#));
    assert!(body.contains("line 1, column 4"));

    let fen = get(&page(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "",
    ))
    .await;
    assert_eq!(fen.status, StatusCode::OK);
    assert!(
        fen.body.contains(r#"<mark class="fault">x</mark>"#),
        "{}",
        fen.body
    );
    assert!(fen.body.contains("side to move"));
}

#[tokio::test]
async fn forsyth_epd_descriptive_and_iccf_are_recognised() {
    let cases = [
        (
            "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1",
            "forsyth1897",
            "1B6/2n5/p1N1P2R/P1K3N1/4Pk2/1Q2p2p/6nP/1B4R1 w - - 0 1",
        ),
        (
            "0 R\u{332} 6\n5 P\u{332} P\u{332} 0\nR 0 R 4 P\u{332}\n0 R\u{332} 0 P\u{332} P 3\n2 P\u{332} K\u{332} Q P P 0\n7 P\n0 P 6\n2 K 5",
            "forsyth1883",
            "1r6/5pp1/R1R4p/1r1pP3/2pkQPP1/7P/1P6/2K5 w - - 0 1",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 bm c5; id \"Sicilian\";",
            "epd",
            AFTER_E4,
        ),
        (
            "1. P-K4 P-K4 2. Kt-KB3",
            "movetext",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        ),
        (
            "1. 5254 5755",
            "movetext",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
        ),
    ];
    for (q, kind, fen) in cases {
        let answer = get(&format!("/api/analyze?q={}&ply=999", enc(q))).await;
        assert_eq!(answer.status, StatusCode::OK, "{q}: {}", answer.body);
        assert_eq!(answer.content_type, "application/json");
        let value = json(&answer);
        assert_eq!(value["kind"], kind, "{q}");
        let forms = value["position"]["forms"].as_array().unwrap();
        assert_eq!(forms[0]["text"], fen, "{q}");
    }
    let lan = format!(
        "/api/analyze?q=Fe2-b5&lang=fr&start={}",
        enc("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPBPPP/RNBQK1NR w KQkq - 2 3")
    );
    let lan = json(&get(&lan).await);
    // LAN is read as LAN, with nothing to note; written without the `-`, as SAN at length.
    // The language is named in the page's.
    assert_eq!(lan["game"]["read_as"], "LAN (français, fr)");
    assert_eq!(
        lan["read_as"],
        serde_json::json!({"kind": "movetext", "notation": "lan", "lang": "fr"})
    );
    assert_eq!(lan["notes"].as_array().map(Vec::len), Some(0), "{lan}");
    let long = format!(
        "/api/analyze?q=Fe2b5&lang=fr&start={}",
        enc("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPBPPP/RNBQK1NR w KQkq - 2 3")
    );
    let long = json(&get(&long).await);
    assert_eq!(long["game"]["read_as"], "SAN (français, fr)");
    assert_eq!(long["notes"][0], "3. Fe2b5: not canonical, read as Fb5");
    let epd = json(&get(&format!("/api/analyze?q={}", enc(cases[2].0))).await);
    assert_eq!(epd["operations"][0][0], "bm");
    assert_eq!(epd["operations"][0][1], "c5");
    let descriptive = json(&get(&format!("/api/analyze?q={}", enc(cases[3].0))).await);
    assert_eq!(descriptive["recognised"], "descriptive notation");
    assert_eq!(descriptive["game"]["plies"][2]["san"], "Nf3");
    assert_eq!(descriptive["game"]["plies"][2]["descriptive"], "N-KB3");
}

#[tokio::test]
async fn the_api_answers_json_and_422_for_what_it_cannot_read() {
    let ok = get(&format!("/api/analyze?q={}&lang=fr", enc(AFTER_E4))).await;
    assert_eq!(ok.status, StatusCode::OK);
    assert_eq!(ok.csp, fenkit_web::CSP);
    let value = json(&ok);
    assert_eq!(value["kind"], "fen");
    assert_eq!(value["position"]["pieces"], 32);
    assert_eq!(
        value["position"]["legal_moves"].as_array().unwrap().len(),
        20
    );
    assert_eq!(value["position"]["fields"][3]["text"], "e3");

    let bad = get("/api/analyze?q=Zz9").await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    let value = json(&bad);
    assert_eq!(value["kind"], "error");
    assert!(value["error"]["message"].as_str().unwrap().len() > 10);

    let post = send(
        Request::post("/api/analyze?lang=pl&ply=2")
            .body(Body::from("1. e4 e5 2. Sf3"))
            .unwrap(),
    )
    .await;
    assert_eq!(post.status, StatusCode::OK);
    let value = json(&post);
    assert_eq!(value["game"]["read_as"], "SAN (polski, pl)");
    assert_eq!(value["game"]["plies"][2]["san"], "Sf3");
    assert_eq!(value["game"]["ply"], 2);
}

#[tokio::test]
async fn the_api_gives_the_key_the_outcome_and_the_claims_as_the_cli_does() {
    let after_e4 = json(&get(&format!("/api/analyze?q={}", enc(AFTER_E4))).await);
    assert_eq!(after_e4["position"]["key"], "823c9b50fd114196");

    // The issue's example: the start position for the third time, a draw to claim.
    let knights = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    let value = json(&get(&format!("/api/analyze?q={}&ply=8", enc(knights))).await);
    assert_eq!(value["game"]["outcome"], serde_json::Value::Null);
    assert_eq!(
        value["game"]["claims"],
        serde_json::json!(["threefold_repetition"])
    );
    assert_eq!(value["position"]["key"], "463b96181691fc9c");

    // Four cycles: the fifth time ends the game.
    let fivefold = format!("{knights} 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8");
    let value = json(&get(&format!("/api/analyze?q={}", enc(&fivefold))).await);
    assert_eq!(
        value["game"]["outcome"],
        serde_json::json!({"result": "1/2-1/2", "reason": "fivefold_repetition"})
    );
    assert_eq!(value["game"]["claims"], serde_json::json!([]));

    let mate = json(&get(&format!("/api/analyze?q={}", enc("1. f3 e5 2. g4 Qh4#"))).await);
    assert_eq!(
        mate["game"]["outcome"],
        serde_json::json!({"result": "0-1", "reason": "checkmate"})
    );
}

#[tokio::test]
async fn limits_refuse_with_a_clear_message_and_the_server_goes_on() {
    let long = "1. e4 e5 ".repeat(40_000);
    let answer = send(
        Request::post("/fragment?lang=en")
            .body(Body::from(long))
            .unwrap(),
    )
    .await;
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        answer.body.contains("the page reads up to 262144 bytes"),
        "{}",
        answer.body
    );

    let post = send(
        Request::post("/api/analyze")
            .body(Body::from(vec![b'a'; 10 << 20]))
            .unwrap(),
    )
    .await;
    assert_eq!(post.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(json(&post)["kind"], "refused");

    // A variation tree 20 000 deep, and a long game: an answer, not a hang or a crash.
    let deep = format!("1. e4 {}e5{}", "(e5 ".repeat(20_000), ")".repeat(20_000));
    let answer = send(Request::post("/fragment").body(Body::from(deep)).unwrap()).await;
    assert_eq!(answer.status, StatusCode::OK);
    let many = "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(600);
    let answer = get(&format!("/api/analyze?q={}", enc(&many))).await;
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        answer.body.contains("longer than 2000 plies"),
        "{}",
        answer.body
    );

    // Not UTF-8.
    let post = send(
        Request::post("/api/analyze")
            .body(Body::from(vec![0xff, 0xfe, 0x00]))
            .unwrap(),
    )
    .await;
    assert_eq!(post.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(post.body.contains("not UTF-8"));
    // A long text is read when posted: 40 kB of moves.
    let game = "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(400);
    let post = send(Request::post("/fragment").body(Body::from(game)).unwrap()).await;
    assert_eq!(post.status, StatusCode::OK);
    assert!(post.body.contains("Ply 0 / 1600"), "{}", &post.body[..500]);
    // Its 1600 ply links carry the text compressed, so that they work without the script.
    let z = fenkit_web_share_link(&post.body);
    assert!(z.len() < 200, "{} bytes of z", z.len());
    assert!(post.body.contains(&format!(
        r#"<a data-nav href="/?lang=en&#38;z={z}&#38;ply=1600">"#
    )));
    assert!(post.body.len() < 2_000_000, "{} bytes", post.body.len());
    assert!(
        get(&page(START, ""))
            .await
            .body
            .contains("Legal moves (20)")
    );
}

#[tokio::test]
async fn the_fragment_is_the_result_alone() {
    let answer = get(&format!("/fragment?q={}", enc(START))).await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.content_type, "text/html; charset=utf-8");
    assert!(!answer.body.contains("<html"));
    assert_eq!(answer.body.matches("<use ").count(), 32);
}

#[tokio::test]
async fn flip_turns_the_board_and_links_keep_the_state() {
    let plain = get(&page(START, "&lang=en")).await.body;
    let flipped = get(&page(START, "&lang=en&flip=1")).await.body;
    assert_ne!(plain, flipped);
    assert_eq!(get(&page(START, "&lang=en&flip=true")).await.body, flipped);
    assert_eq!(get(&page(START, "&lang=en&flip=0")).await.body, plain);
    assert!(plain.contains(&format!(
        r#"id="flip" data-nav href="/?lang=en&#38;q={}&#38;flip=1""#,
        enc(START)
    )));
    assert!(flipped.contains(r#"id="flip" data-nav href="/?lang=en&#38;q="#));
    assert!(flipped.contains(r#"hreflang="fr" lang="fr">Français"#));
}

#[tokio::test]
async fn the_history_page_links_every_example_to_a_reading() {
    let answer = get("/history?lang=en").await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.content_type, "text/html; charset=utf-8");
    let body = &answer.body;
    for heading in ["1883", "1897", "1994", "Shredder-FEN", "SAN", "Descriptive"] {
        assert!(body.contains(heading), "{heading}");
    }
    let links: Vec<String> = body
        .split(r#"<a class="example" href=""#)
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].replace("&#38;", "&"))
        .collect();
    assert!(links.len() >= 18, "{}", links.len());
    for link in &links {
        let api = link.replacen("/?", "/api/analyze?", 1);
        let value = json(&get(&api).await);
        let kind = value["kind"].as_str().unwrap();
        // The French seed's en passant written where the pawn stood, and its start position
        // printed with a pawn missing: errors that teach.
        if link.contains("e.p.") || link.contains("%2FPPPPPPP%2F") {
            assert_eq!(kind, "error", "{link}");
        } else {
            assert_ne!(kind, "error", "{link}: {value}");
        }
    }
    assert!(body.contains("proposed in the Glasgow Weekly Herald of 2 February 1883"));
    assert!(body.contains(r#"<a href="/history?lang=fr" hreflang="fr""#));
    let polish = get("/history?lang=pl").await.body;
    assert!(polish.contains("Osiem linijek Forsytha"));
    assert!(polish.contains("zaproponował w Glasgow Weekly Herald z 2 lutego 1883"));
}

#[tokio::test]
async fn assets_are_served_from_the_binary() {
    for (path, content_type, needle) in [
        ("/assets/style.css", "text/css; charset=utf-8", ".fen-field"),
        (
            "/assets/app.js",
            "text/javascript; charset=utf-8",
            "ArrowRight",
        ),
        ("/assets/icon.svg", "image/svg+xml", "<svg"),
    ] {
        let answer = get(path).await;
        assert_eq!(answer.status, StatusCode::OK, "{path}");
        assert_eq!(answer.content_type, content_type, "{path}");
        assert!(answer.body.contains(needle), "{path}");
        assert_eq!(answer.csp, fenkit_web::CSP, "{path}");
    }
}

#[tokio::test]
async fn other_paths_are_404_pages() {
    let answer = get("/nope?lang=fr").await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND);
    assert_eq!(answer.content_type, "text/html; charset=utf-8");
    assert!(answer.body.contains("404"));
    let answer = get("/api/nope").await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn odd_parameters_are_ignored_not_refused() {
    let answer = get(&page(START, "&ply=x&lang=de&flip=maybe")).await;
    assert_eq!(answer.status, StatusCode::OK);
    assert!(answer.body.contains(r#"<html lang="en">"#));
    let answer = get("/?q=%FF%FE").await;
    assert!(answer.status == StatusCode::OK || answer.status == StatusCode::BAD_REQUEST);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn others_are_served_while_texts_are_read() {
    let router = fenkit_web::router();
    // More long games than workers (each 1996 plies, written in six notations).
    let game = format!("{}*", "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(499));
    let heavy: Vec<_> = (0..fenkit_web::WORKERS + 2)
        .map(|_| {
            let request = Request::post("/api/analyze?ply=1996")
                .body(Body::from(game.clone()))
                .unwrap();
            let router = router.clone();
            tokio::spawn(async move {
                let response = router.oneshot(request).await.unwrap();
                (response.status(), std::time::Instant::now())
            })
        })
        .collect();
    for path in ["/assets/app.js", "/history", "/nope"] {
        let response = router
            .clone()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_ne!(response.status(), StatusCode::SERVICE_UNAVAILABLE, "{path}");
    }
    let quick_done = std::time::Instant::now();
    let mut first_heavy_done = None;
    for answer in heavy {
        let (status, done) = answer.await.unwrap();
        assert_eq!(status, StatusCode::OK);
        first_heavy_done =
            Some(first_heavy_done.map_or(done, |first: std::time::Instant| first.min(done)));
    }
    assert!(
        quick_done < first_heavy_done.unwrap(),
        "the assets and pages waited for the texts being read"
    );
}

/// The issue's Chess960 game (the standard array in Shredder-FEN, `4. O-O`): castling in the
/// game's convention, king takes rook, as the CLI and the Python package write it; the same
/// moves from a standard FEN castle king to destination.
#[tokio::test]
async fn a_chess960_game_castles_king_takes_rook_in_uci() {
    let game = "[Variant \"Chess960\"]\n\
        [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n[SetUp \"1\"]\n\n\
        1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n";
    let value = json(&get(&format!("/api/analyze?q={}", enc(game))).await);
    assert_eq!(value["game"]["plies"][6]["uci"], "e1h1", "{value}");
    assert_eq!(value["game"]["plies"][6]["san"], "O-O");
    let standard = game
        .replace("[Variant \"Chess960\"]\n", "")
        .replace("HAha", "KQkq");
    let value = json(&get(&format!("/api/analyze?q={}", enc(&standard))).await);
    assert_eq!(value["game"]["plies"][6]["uci"], "e1g1", "{value}");
}

/// The same game gives the same plies on the page, in `fenkit pgn --to json` and in Python:
/// each front end checks its own output against `tests/data/pgn/lichess_clocks.plies.json`.
#[tokio::test]
async fn the_plies_are_the_ones_every_front_end_gives() {
    let pgn = include_str!("../../tests/data/pgn/lichess_clocks.pgn");
    let expected: serde_json::Value = serde_json::from_str(include_str!(
        "../../tests/data/pgn/lichess_clocks.plies.json"
    ))
    .unwrap();
    let analysis = json(&get(&format!("/api/analyze?q={}", enc(pgn))).await);
    let game = &analysis["game"];
    let plies = game["plies"].as_array().unwrap();
    let each = |key: &str| -> Vec<serde_json::Value> {
        plies.iter().map(|ply| ply[key].clone()).collect()
    };
    let numbers = |values: Vec<serde_json::Value>| -> Vec<Option<f64>> {
        values.iter().map(serde_json::Value::as_f64).collect()
    };
    assert_eq!(serde_json::Value::from(each("uci")), expected["uci"]);
    assert_eq!(serde_json::Value::from(each("san")), expected["san"]);
    assert_eq!(
        serde_json::Value::from(each("comment")),
        expected["comments"]
    );
    assert_eq!(serde_json::Value::from(each("eval")), expected["eval"]);
    assert_eq!(game["start_comment"], expected["start_comment"]);
    let clk: Vec<serde_json::Value> = expected["clk"].as_array().unwrap().clone();
    assert_eq!(numbers(each("clk")), numbers(clk));
    let emt: Vec<serde_json::Value> = expected["emt"].as_array().unwrap().clone();
    assert_eq!(numbers(each("emt")), numbers(emt));
}

/// The `z` parameter of a page's share link.
fn fenkit_web_share_link(body: &str) -> String {
    let at = body.find("rel=\"bookmark\" href=\"").expect("a share link");
    let link = &body[at..];
    let z = &link[link.find("z=").expect("z in the share link") + 2..];
    z[..z.find(['&', '"']).unwrap_or(z.len())].to_owned()
}

#[tokio::test]
async fn the_api_says_what_it_read_as_the_cli_does_and_which_game() {
    let fen = json(&get(&format!("/api/analyze?q={}", enc(AFTER_E4))).await);
    assert_eq!(
        fen["read_as"],
        serde_json::json!({"kind": "fen", "dialect": "standard"})
    );
    assert_eq!(fen["games"], serde_json::Value::Null);
    let two = "[Event \"One\"]\n\n1. e4 e5 1-0\n\n[Event \"Two\"]\n\n1. d4 d5 2. c4 0-1\n";
    let first = json(&get(&format!("/api/analyze?q={}", enc(two))).await);
    assert_eq!(first["games"], serde_json::json!({"number": 1, "count": 2}));
    assert_eq!(first["game"]["tags"][0][1], "One");
    let second = json(&get(&format!("/api/analyze?q={}&game=2", enc(two))).await);
    assert_eq!(
        second["games"],
        serde_json::json!({"number": 2, "count": 2})
    );
    assert_eq!(second["game"]["tags"][0][1], "Two");
    assert_eq!(second["game"]["plies"].as_array().map(Vec::len), Some(3));
    assert_eq!(
        second["read_as"],
        serde_json::json!({"kind": "pgn", "notation": "san", "lang": "en"})
    );
    // Past the last game: the last.
    let past = json(&get(&format!("/api/analyze?q={}&game=9", enc(two))).await);
    assert_eq!(past["games"]["number"], 2);
    // An error in the second game points into the whole text.
    let bad = two.replace("2. c4", "2. Qh8");
    let answer = get(&format!("/api/analyze?q={}&game=2", enc(&bad))).await;
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    let error = &json(&answer)["error"];
    assert_eq!(
        (error["line"].as_u64(), error["marked"].as_str()),
        (Some(7), Some("Qh8"))
    );
}

#[tokio::test]
async fn a_forsyth_board_takes_the_side_to_move_it_is_given() {
    let forsyth =
        "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1";
    let white = json(&get(&format!("/api/analyze?q={}", enc(forsyth))).await);
    assert!(
        white["position"]["fen"]
            .as_str()
            .unwrap()
            .ends_with(" w - - 0 1")
    );
    let black = json(&get(&format!("/api/analyze?q={}&turn=b", enc(forsyth))).await);
    assert!(
        black["position"]["fen"]
            .as_str()
            .unwrap()
            .ends_with(" b - - 0 1")
    );
    // The page offers both, the one shown marked.
    let body = get(&page(forsyth, "&turn=b")).await.body;
    assert!(
        body.contains(r#"&#38;turn=b" aria-current="true">Black</a>"#),
        "{body}"
    );
}

#[tokio::test]
async fn the_letters_read_first_are_chosen_by_the_link() {
    let spanish = json(&get("/api/analyze?q=Cf3").await);
    assert_eq!(spanish["read_as"]["lang"], "es");
    let french = json(&get("/api/analyze?q=Cf3&letters=fr").await);
    assert_eq!(french["read_as"]["lang"], "fr");
    assert_eq!(french["game"]["ply"], 1, "a single move opens after it");
    assert_eq!(french["recognised"], "SAN (French, fr)");
}

#[tokio::test]
async fn a_compressed_link_carries_any_text_and_a_damaged_one_says_so() {
    let game = format!(
        "[Event \"Long\"]\n\n{}*",
        "1. Nf3 {out} Nf6 2. Ng1 {back} Ng8 ".repeat(200)
    );
    let body = send(
        Request::post("/fragment")
            .body(Body::from(game.clone()))
            .unwrap(),
    )
    .await
    .body;
    let z = fenkit_web_share_link(&body);
    let opened = get(&format!("/?z={z}")).await;
    assert_eq!(opened.status, StatusCode::OK);
    assert!(opened.body.contains("Ply 0 / 800"));
    assert!(
        opened.body.contains("1. Nf3 {out} Nf6"),
        "the text box holds the text"
    );
    let api = json(&get(&format!("/api/analyze?z={z}")).await);
    assert_eq!(api["game"]["tags"][0][1], "Long");
    let damaged = get(&format!("/?lang=en&z={}", &z[..z.len() / 2])).await;
    assert_eq!(damaged.status, StatusCode::BAD_REQUEST);
    assert!(
        damaged
            .body
            .contains("the text in this link (z=) is damaged")
    );
    let api = get("/api/analyze?z=%21%21").await;
    assert_eq!(api.status, StatusCode::BAD_REQUEST);
    assert_eq!(json(&api)["kind"], "refused");
}

#[tokio::test]
async fn a_long_game_that_compresses_badly_keeps_its_page_small() {
    // 800 plies, each with a comment of letters that do not repeat: about 200 kB that deflate
    // leaves above 100 kB.
    let mut seed: u64 = 7;
    let mut letters = |n: usize| -> String {
        (0..n)
            .map(|_| {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                char::from(b'a' + ((seed >> 33) % 26) as u8)
            })
            .collect()
    };
    let mut game = String::from("[Event \"Long\"]\n\n");
    for n in 1..=200 {
        let (a, b, c, d) = (letters(60), letters(60), letters(60), letters(60));
        game.push_str(&format!(
            "{n}. Nf3 {{{a}}} Nf6 {{{b}}} {}. Ng1 {{{c}}} Ng8 {{{d}}} ",
            n
        ));
    }
    game.push('*');
    assert!(game.len() > 50_000, "{}", game.len());
    let post = send(Request::post("/fragment").body(Body::from(game)).unwrap()).await;
    assert_eq!(post.status, StatusCode::OK);
    let z = fenkit_web_share_link(&post.body);
    assert!(z.len() > 2000, "the text compressed is long: {}", z.len());
    // The ply links leave it to the script; the link to what is on screen carries it.
    assert!(
        post.body
            .contains(r#"<a data-nav href="/?lang=en&#38;ply=800">"#)
    );
    // The page's own links carry it (share, flip, views, diagrams, quiz): a few, not one a ply.
    let carried = post.body.matches(z.as_str()).count();
    assert!((2..12).contains(&carried), "{carried} links carry the text");
    assert!(post.body.len() < 1_000_000, "{} bytes", post.body.len());
}
