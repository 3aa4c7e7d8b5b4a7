<?php
// Keyword search returning two parts: the WHERE clause, with every keyword quoted, and the raw
// keywords, kept for highlighting them in the results. The caller must use each part for its own job.

function keyword_clause(PDO $pdo, $text)
{
    $terms = array();
    $words = array();
    foreach (preg_split('/\s+/', trim($text)) as $word) {
        $terms[] = 'title LIKE ' . $pdo->quote('%' . $word . '%');
        $words[] = $word;
    }
    $clause = $terms ? implode(' AND ', $terms) : 'false';
    return array($clause, $words);
}

function keyword_results(PDO $pdo)
{
    $text = $_GET['q'] ?? '';
    list($clause, $words) = keyword_clause($pdo, $text);
    // vigil-ok: php.sql-injection
    $rows = $pdo->query("SELECT id, title FROM articles WHERE $clause")->fetchAll();
    // the raw keywords written into SQL
    // vigil: php.sql-injection
    $pdo->query("INSERT INTO searches (words) VALUES ('" . implode(' ', $words) . "')");

    [$again, $raw] = keyword_clause($pdo, $text);
    // vigil-ok: php.sql-injection
    $count = $pdo->query("SELECT COUNT(*) FROM articles WHERE $again")->fetchColumn();
    // vigil: php.xss
    echo '<p>Results for ' . implode(', ', $raw) . '</p>';

    $parts = keyword_clause($pdo, $text);
    // vigil-ok: php.sql-injection
    $pdo->query('DELETE FROM cache WHERE ' . $parts[0]);
    // vigil: php.sql-injection
    $pdo->query("DELETE FROM cache WHERE word = '" . $parts[1][0] . "'");
    foreach ($rows as $r) {
        // vigil-ok: php.xss
        echo '<li>' . htmlspecialchars($r['title']) . '</li>';
    }
    return $count;
}
