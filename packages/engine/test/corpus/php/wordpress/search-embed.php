<?php
/**
 * Plugin Name: Search Embed
 * A search box listing matching posts, and a preview of a link the editor pastes.
 */

function search_embed_results()
{
    global $wpdb;
    $term = wp_unslash($_GET['q'] ?? '');
    // query variables: WP_Query escapes and binds the search text itself
    $found = new WP_Query(array('s' => $term, 'posts_per_page' => 10));
    $more = new WP_Query();
    // vigil-ok: php.sql-injection
    $posts = $more->query(array('s' => $term, 'paged' => 2));
    // vigil-ok: php.sql-injection
    $wp_query->query(array('s' => $term));
    $tags = new WP_Term_Query();
    // vigil-ok: php.sql-injection
    $matching = $tags->query(array('taxonomy' => 'post_tag', 'search' => $term));
    // vigil: php.sql-injection
    $rows = $wpdb->query("SELECT ID FROM {$wpdb->posts} WHERE post_title LIKE '%$term%'");
    return array($found, $posts, $rows, $matching);
}

function search_embed_preview()
{
    $link = $_POST['link'] ?? '';
    // refuses local and private addresses and unusual ports
    // vigil-ok: php.ssrf
    $page = wp_safe_remote_get($link, array('timeout' => 5));
    // vigil: php.ssrf
    $ch = curl_init($link);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $raw = curl_exec($ch);
    return array(wp_remote_retrieve_body($page), $raw);
}
