<?php
// Article search: keywords with an optional argument (`tag:linux`, `before:2024-01-01`, `starred`).
// A bare keyword the parser knows is written into the query as it is: at that point it is one of
// the known words, in some letter case, maybe with an empty argument.

function search_terms(PDO $pdo, $text)
{
    $terms = array();
    foreach (preg_split('/\s+/', trim($text)) as $word) {
        $parts = explode(':', strtolower($word), 2);
        switch ($parts[0]) {
            case 'tag':
                if ($parts[1]) {
                    $terms[] = 'tags LIKE ' . $pdo->quote('%' . $parts[1] . '%');
                } else {
                    $terms[] = "body LIKE '%$word%'";
                }
                break;
            case 'before':
                if ($parts[1]) {
                    $day = date('Y-m-d', strtotime($parts[1]));
                    $terms[] = "published < '$day'";
                } else {
                    $terms[] = "body LIKE '%$word%'";
                }
                break;
            default:
                $terms[] = 'body LIKE ' . $pdo->quote('%' . $word . '%');
        }
    }
    return $terms ? implode(' AND ', $terms) : 'true';
}

// the argument of a keyword written raw
function search_terms_loose(PDO $pdo, $text)
{
    $terms = array();
    foreach (preg_split('/\s+/', trim($text)) as $word) {
        $parts = explode(':', strtolower($word), 2);
        switch ($parts[0]) {
            case 'tag':
                if ($parts[1]) {
                    $terms[] = "tags LIKE '%$word%'";
                }
                break;
        }
    }
    return $terms ? implode(' AND ', $terms) : 'true';
}

// split without a limit: `tag::x` leaves a third part the test never sees
function search_terms_unbounded(PDO $pdo, $text)
{
    $terms = array();
    foreach (preg_split('/\s+/', trim($text)) as $word) {
        $parts = explode(':', strtolower($word));
        switch ($parts[0]) {
            case 'tag':
                if (!$parts[1]) {
                    $terms[] = "body LIKE '%$word%'";
                }
                break;
        }
    }
    return $terms ? implode(' AND ', $terms) : 'true';
}

// a case reached by falling through from another keyword
function search_terms_fallthrough(PDO $pdo, $text)
{
    $terms = array();
    foreach (preg_split('/\s+/', trim($text)) as $word) {
        $parts = explode(':', strtolower($word), 2);
        switch ($parts[0]) {
            case 'note':
                $terms[] = 'note IS NOT NULL';
            case 'tag':
                if (!$parts[1]) {
                    $terms[] = "body LIKE '%$word%'";
                }
                break;
        }
    }
    return $terms ? implode(' AND ', $terms) : 'true';
}

function search_page(PDO $pdo)
{
    $where = search_terms($pdo, $_GET['q']);
    // vigil-ok: php.sql-injection
    $pdo->query("SELECT id, title FROM articles WHERE $where");
    $loose = search_terms_loose($pdo, $_GET['q']);
    // vigil: php.sql-injection
    $pdo->query("SELECT id, title FROM articles WHERE $loose");
    $unbounded = search_terms_unbounded($pdo, $_GET['q']);
    // vigil: php.sql-injection
    $pdo->query("SELECT id, title FROM articles WHERE $unbounded");
    $fall = search_terms_fallthrough($pdo, $_GET['q']);
    // vigil: php.sql-injection
    $pdo->query("SELECT id, title FROM articles WHERE $fall");
}
