<?php
/**
 * Plugin Name: Feed Widget
 * A widget listing a feed's items, with its settings page.
 */

function feed_widget_items($category)
{
    global $wpdb;
    // the category is bound by prepare(): only the format string is SQL
    // vigil-ok: php.sql-injection
    $rows = $wpdb->get_results($wpdb->prepare("SELECT title, link FROM {$wpdb->prefix}feed_items WHERE category = %s", $category));
    // vigil: php.sql-injection
    $more = $wpdb->get_results($wpdb->prepare("SELECT title, link FROM {$wpdb->prefix}feed_items WHERE category = '$category' AND id > %d", 10));
    return array_merge($rows, $more);
}

function feed_widget_settings()
{
    feed_widget_items($_GET['category']);
    // vigil-ok: php.xss
    printf('<a href="%s">Back</a>', esc_url(add_query_arg('tab', $_GET['tab'], admin_url('options-general.php'))));
    // vigil: php.xss
    printf('<a href="%s">Back</a>', add_query_arg('tab', $_GET['tab'], $_SERVER['REQUEST_URI']));
    // vigil-ok: php.xss
    echo '<p>' . esc_textarea($_POST['note']) . '</p>';
    // vigil-ok: php.open-redirect
    wp_redirect(wp_validate_redirect($_GET['redirect_to'], admin_url()));
    // vigil: php.open-redirect
    wp_redirect($_GET['redirect_to']);
}

function feed_widget_jsonp($items)
{
    $callback = false;
    if (isset($_GET['callback'])) {
        $callback = $_GET['callback'];
    }
    if ($callback && !wp_check_jsonp_callback($callback)) {
        wp_die('invalid callback', 400);
        return;
    }
    header('Content-Type: application/javascript');
    if ($callback) {
        // vigil-ok: php.xss
        echo $callback . '(' . wp_json_encode($items) . ');';
    }
}

function feed_widget_jsonp_unchecked($items)
{
    $callback = isset($_GET['cb']) ? $_GET['cb'] : '';
    if ($callback) {
        // vigil: php.xss
        echo $callback . '(' . wp_json_encode($items) . ');';
    }
}
