// Generated from the API's OpenAPI document by openapi-typescript: `npm run openapi:types`. Do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read health live
         * @description Liveness: the process is up and answers (nothing else is checked).
         */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read health ready
         * @description Readiness: 200 once the database answers, migrations are applied, the people index is loaded, the event listener is connected and the job runner runs; 503 naming what is not.
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read configuration config */
        get: operations["getConfigurationConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/configuration/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update configuration settings */
        patch: operations["patchConfigurationSettings"];
        trace?: never;
    };
    "/api/users/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit users login */
        post: operations["postUsersLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/self/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read users self */
        get: operations["getUsersSelf"];
        /** Replace users self */
        put: operations["putUsersSelf"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit users logout */
        post: operations["postUsersLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/adfs_authorize/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read users adfs authorize */
        get: operations["getUsersAdfsAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/adfs_login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit users adfs login */
        post: operations["postUsersAdfsLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buildings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read buildings */
        get: operations["getBuildings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buildings/{id}/floors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read buildings by id floors */
        get: operations["getBuildingsByIdFloors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/floors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read floors by id */
        get: operations["getFloorsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/floors/{id}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read floors by id rooms */
        get: operations["getFloorsByIdRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buildings/rooms/{id}/desks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read buildings rooms by id desks */
        get: operations["getBuildingsRoomsByIdDesks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/floors/{id}/desks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read floors by id desks */
        get: operations["getFloorsByIdDesks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/floors/{id}/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read floors by id map */
        get: operations["getFloorsByIdMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buildings/desks/{id}/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read buildings desks by id map */
        get: operations["getBuildingsDesksByIdMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/floors/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read floors by id plan */
        get: operations["getFloorsByIdPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/autocomplete/desks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read autocomplete desks */
        get: operations["getAutocompleteDesks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/autocomplete/meeting_rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read autocomplete meeting rooms */
        get: operations["getAutocompleteMeetingRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/autocomplete/buildings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read autocomplete buildings */
        get: operations["getAutocompleteBuildings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit reports users */
        post: operations["postReportsUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/desks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit reports desks */
        post: operations["postReportsDesks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/meeting_rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit reports meeting rooms */
        post: operations["postReportsMeetingRooms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/register_quest/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit users register quest */
        post: operations["postUsersRegisterQuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/register_guest/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit users register guest */
        post: operations["postUsersRegisterGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/register_guest/desks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read users register guest desks */
        get: operations["getUsersRegisterGuestDesks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/register_guest/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit public register guest */
        post: operations["postPublicRegisterGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/visit_persons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read public visit persons */
        get: operations["getPublicVisitPersons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read notifiers */
        get: operations["getNotifiers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifiers/desk/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit notifiers desk by id */
        post: operations["postNotifiersDeskById"];
        /** Delete notifiers desk by id */
        delete: operations["deleteNotifiersDeskById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/checkin_durations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports checkin durations */
        get: operations["getReportsCheckinDurations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/checkin_summaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports checkin summaries */
        get: operations["getReportsCheckinSummaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/active_users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports active users */
        get: operations["getReportsActiveUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/latest_checkins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports latest checkins */
        get: operations["getReportsLatestCheckins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/no_shows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports no shows */
        get: operations["getReportsNoShows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/user_counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports user counts */
        get: operations["getReportsUserCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/room_usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports room usage */
        get: operations["getReportsRoomUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/desk_usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports desk usage */
        get: operations["getReportsDeskUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/questionnaires": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports questionnaires */
        get: operations["getReportsQuestionnaires"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkins/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit checkins stats */
        post: operations["postCheckinsStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/buildings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup buildings */
        get: operations["getSetupBuildings"];
        put?: never;
        /** Submit setup buildings */
        post: operations["postSetupBuildings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/buildings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete setup buildings by id */
        delete: operations["deleteSetupBuildingsById"];
        options?: never;
        head?: never;
        /** Update setup buildings by id */
        patch: operations["patchSetupBuildingsById"];
        trace?: never;
    };
    "/api/setup/buildings/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace setup buildings order */
        put: operations["putSetupBuildingsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/buildings/{id}/floors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup buildings by id floors */
        get: operations["getSetupBuildingsByIdFloors"];
        put?: never;
        /** Submit setup buildings by id floors */
        post: operations["postSetupBuildingsByIdFloors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/floors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup floors by id */
        get: operations["getSetupFloorsById"];
        put?: never;
        post?: never;
        /** Delete setup floors by id */
        delete: operations["deleteSetupFloorsById"];
        options?: never;
        head?: never;
        /** Update setup floors by id */
        patch: operations["patchSetupFloorsById"];
        trace?: never;
    };
    "/api/setup/floors/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace setup floors by id plan */
        put: operations["putSetupFloorsByIdPlan"];
        post?: never;
        /** Delete setup floors by id plan */
        delete: operations["deleteSetupFloorsByIdPlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/buildings/{id}/floors/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace setup buildings by id floors order */
        put: operations["putSetupBuildingsByIdFloorsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/floors/{id}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup floors by id rooms */
        get: operations["getSetupFloorsByIdRooms"];
        put?: never;
        /** Submit setup floors by id rooms */
        post: operations["postSetupFloorsByIdRooms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete setup rooms by id */
        delete: operations["deleteSetupRoomsById"];
        options?: never;
        head?: never;
        /** Update setup rooms by id */
        patch: operations["patchSetupRoomsById"];
        trace?: never;
    };
    "/api/setup/floors/{id}/rooms/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace setup floors by id rooms order */
        put: operations["putSetupFloorsByIdRoomsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/rooms/{id}/desks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup rooms by id desks */
        get: operations["getSetupRoomsByIdDesks"];
        put?: never;
        /** Submit setup rooms by id desks */
        post: operations["postSetupRoomsByIdDesks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/rooms/{id}/desks/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit setup rooms by id desks bulk */
        post: operations["postSetupRoomsByIdDesksBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/desks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete setup desks by id */
        delete: operations["deleteSetupDesksById"];
        options?: never;
        head?: never;
        /** Update setup desks by id */
        patch: operations["patchSetupDesksById"];
        trace?: never;
    };
    "/api/setup/rooms/{id}/desks/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace setup rooms by id desks order */
        put: operations["putSetupRoomsByIdDesksOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/timetables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup timetables */
        get: operations["getSetupTimetables"];
        put?: never;
        /** Submit setup timetables */
        post: operations["postSetupTimetables"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/timetables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete setup timetables by id */
        delete: operations["deleteSetupTimetablesById"];
        options?: never;
        head?: never;
        /** Update setup timetables by id */
        patch: operations["patchSetupTimetablesById"];
        trace?: never;
    };
    "/api/setup/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup users */
        get: operations["getSetupUsers"];
        put?: never;
        /** Submit setup users */
        post: operations["postSetupUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup users by id */
        get: operations["getSetupUsersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update setup users by id */
        patch: operations["patchSetupUsersById"];
        trace?: never;
    };
    "/api/setup/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit setup users by id deactivate */
        post: operations["postSetupUsersByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/users/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit setup users by id activate */
        post: operations["postSetupUsersByIdActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit setup users by id password */
        post: operations["postSetupUsersByIdPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/users/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit setup users import preview */
        post: operations["postSetupUsersImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/users/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit setup users import */
        post: operations["postSetupUsersImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup audit */
        get: operations["getSetupAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/audit/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup audit facets */
        get: operations["getSetupAuditFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/checkin_activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports checkin activities */
        get: operations["getReportsCheckinActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/bookings/{scope}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports bookings by scope */
        get: operations["getReportsBookingsByScope"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/bookings/{scope}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read reports bookings by scope summary */
        get: operations["getReportsBookingsByScopeSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/list/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read booking list all */
        get: operations["getBookingListAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/desk/{id}/timetables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read booking desk by id timetables */
        get: operations["getBookingDeskByIdTimetables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit booking new */
        post: operations["postBookingNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/rooms/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read booking rooms availability */
        get: operations["getBookingRoomsAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/reservations/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read booking reservations me */
        get: operations["getBookingReservationsMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/reminders/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit booking reminders by id update */
        post: operations["postBookingRemindersByIdUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/reservations/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete booking reservations delete by id */
        delete: operations["deleteBookingReservationsDeleteById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/series/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit booking series preview */
        post: operations["postBookingSeriesPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit booking series */
        post: operations["postBookingSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/series/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit booking series by id edit */
        post: operations["postBookingSeriesByIdEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/series/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit booking series by id cancel */
        post: operations["postBookingSeriesByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/away": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit booking away */
        post: operations["postBookingAway"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/booking/reminders/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read booking reminders by id confirm */
        get: operations["getBookingRemindersByIdConfirm"];
        put?: never;
        /** Submit booking reminders by id confirm */
        post: operations["postBookingRemindersByIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit checkins */
        post: operations["postCheckins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete checkins by id */
        delete: operations["deleteCheckinsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkins/{id}/guest_sign_out/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit checkins by id guest sign out */
        post: operations["postCheckinsByIdGuestSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/displays/pairings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit displays pairings */
        post: operations["postDisplaysPairings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/displays/pairings/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit displays pairings claim */
        post: operations["postDisplaysPairingsClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/displays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read displays */
        get: operations["getDisplays"];
        put?: never;
        /** Submit displays */
        post: operations["postDisplays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/displays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete displays by id */
        delete: operations["deleteDisplaysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/display/room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read display room */
        get: operations["getDisplayRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/display/room/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit display room book */
        post: operations["postDisplayRoomBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/display/room/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit display room checkin */
        post: operations["postDisplayRoomCheckin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/display/room/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit display room end */
        post: operations["postDisplayRoomEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/display/room/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit display room extend */
        post: operations["postDisplayRoomExtend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read users */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read users detail by id */
        get: operations["getUsersDetailById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read messages */
        get: operations["getMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unread_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read messages unread count */
        get: operations["getMessagesUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/read_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit messages read all */
        post: operations["postMessagesReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read messages by id */
        get: operations["getMessagesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit messages by id read */
        post: operations["postMessagesByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/self/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read users self email preferences */
        get: operations["getUsersSelfEmailPreferences"];
        /** Replace users self email preferences */
        put: operations["putUsersSelfEmailPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/self/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read users self calendar */
        get: operations["getUsersSelfCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/self/calendar/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit users self calendar reset */
        post: operations["postUsersSelfCalendarReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read calendar by token.ics */
        get: operations["getCalendarByToken.ics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/self/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read users self tokens */
        get: operations["getUsersSelfTokens"];
        put?: never;
        /** Submit users self tokens */
        post: operations["postUsersSelfTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/self/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete users self tokens by id */
        delete: operations["deleteUsersSelfTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read setup service accounts */
        get: operations["getSetupServiceAccounts"];
        put?: never;
        /** Submit setup service accounts */
        post: operations["postSetupServiceAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/service-accounts/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit setup service accounts by id tokens */
        post: operations["postSetupServiceAccountsByIdTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/service-accounts/{id}/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete setup service accounts by id tokens by tokenId */
        delete: operations["deleteSetupServiceAccountsByIdTokensByTokenId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/service-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete setup service accounts by id */
        delete: operations["deleteSetupServiceAccountsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                    };
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not ready: the parts named are still starting, or down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                        /** @description The parts not up yet (or not any more), in this order: database, migrations, people index, event listener, job runner */
                        not_ready: ("database" | "migrations" | "people index" | "event listener" | "job runner")[];
                    };
                };
            };
        };
    };
    getConfigurationConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        theme: {
                            /** @description The address of the logo image (https://… or /…); null for the flexapp logo. */
                            logo: string | null;
                            /**
                             * Format: uri
                             * @description The OpenID Connect provider's issuer; single sign-on is on when it and the client ID are set.
                             */
                            adfs_base_url: string | null;
                            /** @description flexapp's client ID at the OpenID Connect provider. */
                            adfs_client_id: string | null;
                            /** @description Staff can register guests in the dashboard. */
                            enable_register_guest: boolean;
                            /** @description Visitors can register themselves as guests. */
                            enable_public_register_guest: boolean;
                            /** @description Bookings appear in the dashboard menu. */
                            menu_enable_booking: boolean;
                        };
                        booking: {
                            bookable_date: string;
                            /** @description How many days ahead, today included, employees can book. */
                            bookable_days: number;
                            /** @description Minutes after its start that a booking nobody checked in for is released (0 = never). */
                            auto_release_minutes: number;
                            /** @description Minutes before its start that the owner gets a reminder with a Confirm link (0 = no reminders). */
                            reminder_minutes: number;
                            /** @description A booking still unconfirmed at its start plus confirmation_grace_minutes is released. */
                            confirmation_required: boolean;
                            /** @description Minutes after its start that an unconfirmed booking is released when confirmation is required. */
                            confirmation_grace_minutes: number;
                            /** @description The longest meeting-room booking, in minutes, on the 15-minute grid (decision 130). */
                            room_booking_max_minutes: number;
                        };
                        /** @description Working-from-home check-ins are shown but cannot be changed. */
                        checkin_homework_read_only_mode: boolean;
                        /** @description Meeting-room check-ins are shown but cannot be changed. */
                        checkin_meeting_read_only_mode: boolean;
                        /** @description Workplace check-ins are shown but cannot be changed. */
                        checkin_workspace_read_only_mode: boolean;
                        time_zone: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchConfigurationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The address of the logo image (https://… or /…); null for the flexapp logo. */
                    theme_logo?: string | null;
                    /**
                     * Format: uri
                     * @description The OpenID Connect provider's issuer; single sign-on is on when it and the client ID are set.
                     */
                    adfs_base_url?: string | null;
                    /** @description flexapp's client ID at the OpenID Connect provider. */
                    adfs_client_id?: string | null;
                    /** @description Staff can register guests in the dashboard. */
                    enable_register_guest?: boolean;
                    /** @description Visitors can register themselves as guests. */
                    enable_public_register_guest?: boolean;
                    /** @description Bookings appear in the dashboard menu. */
                    menu_enable_booking?: boolean;
                    /** @description How many days ahead, today included, employees can book. */
                    bookable_days?: number;
                    /** @description Minutes after its start that a booking nobody checked in for is released (0 = never). */
                    auto_release_minutes?: number;
                    /** @description Minutes before its start that the owner gets a reminder with a Confirm link (0 = no reminders). */
                    reminder_minutes?: number;
                    /** @description A booking still unconfirmed at its start plus confirmation_grace_minutes is released. */
                    confirmation_required?: boolean;
                    /** @description Minutes after its start that an unconfirmed booking is released when confirmation is required. */
                    confirmation_grace_minutes?: number;
                    /** @description The longest meeting-room booking, in minutes, on the 15-minute grid (decision 130). */
                    room_booking_max_minutes?: number;
                    /** @description Working-from-home check-ins are shown but cannot be changed. */
                    checkin_homework_read_only_mode?: boolean;
                    /** @description Meeting-room check-ins are shown but cannot be changed. */
                    checkin_meeting_read_only_mode?: boolean;
                    /** @description Workplace check-ins are shown but cannot be changed. */
                    checkin_workspace_read_only_mode?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        theme: {
                            /** @description The address of the logo image (https://… or /…); null for the flexapp logo. */
                            logo: string | null;
                            /**
                             * Format: uri
                             * @description The OpenID Connect provider's issuer; single sign-on is on when it and the client ID are set.
                             */
                            adfs_base_url: string | null;
                            /** @description flexapp's client ID at the OpenID Connect provider. */
                            adfs_client_id: string | null;
                            /** @description Staff can register guests in the dashboard. */
                            enable_register_guest: boolean;
                            /** @description Visitors can register themselves as guests. */
                            enable_public_register_guest: boolean;
                            /** @description Bookings appear in the dashboard menu. */
                            menu_enable_booking: boolean;
                        };
                        booking: {
                            bookable_date: string;
                            /** @description How many days ahead, today included, employees can book. */
                            bookable_days: number;
                            /** @description Minutes after its start that a booking nobody checked in for is released (0 = never). */
                            auto_release_minutes: number;
                            /** @description Minutes before its start that the owner gets a reminder with a Confirm link (0 = no reminders). */
                            reminder_minutes: number;
                            /** @description A booking still unconfirmed at its start plus confirmation_grace_minutes is released. */
                            confirmation_required: boolean;
                            /** @description Minutes after its start that an unconfirmed booking is released when confirmation is required. */
                            confirmation_grace_minutes: number;
                            /** @description The longest meeting-room booking, in minutes, on the 15-minute grid (decision 130). */
                            room_booking_max_minutes: number;
                        };
                        /** @description Working-from-home check-ins are shown but cannot be changed. */
                        checkin_homework_read_only_mode: boolean;
                        /** @description Meeting-room check-ins are shown but cannot be changed. */
                        checkin_meeting_read_only_mode: boolean;
                        /** @description Workplace check-ins are shown but cannot be changed. */
                        checkin_workspace_read_only_mode: boolean;
                        time_zone: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUsersLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    remember_me?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUsersSelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        first_name: string;
                        last_name: string;
                        roles: string[];
                        profile: {
                            /** @enum {string} */
                            language: "en" | "nl";
                            thumb: string | null;
                            status: string | null;
                        };
                        anonymous: boolean;
                        is_bhv: boolean;
                        active_checkins: {
                            id: number;
                            /** @enum {string} */
                            type: "WORKSPACE" | "MEETING" | "HOMEWORK";
                            desk: {
                                id: number;
                                name: string;
                            } | null;
                            room: {
                                id: number;
                                name: string;
                            } | null;
                            floor_name: string | null;
                            building_name: string | null;
                            created: string;
                        }[];
                        pending_bookings: {
                            id: number;
                            desk: {
                                id: number;
                                name: string;
                            } | null;
                            room: {
                                id: number;
                                name: string;
                            } | null;
                            date: string;
                            time: string;
                            start_time: string;
                            accepted: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putUsersSelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    profile: {
                        /** @enum {string} */
                        language: "en" | "nl";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        first_name: string;
                        last_name: string;
                        roles: string[];
                        profile: {
                            /** @enum {string} */
                            language: "en" | "nl";
                            thumb: string | null;
                            status: string | null;
                        };
                        anonymous: boolean;
                        is_bhv: boolean;
                        active_checkins: {
                            id: number;
                            /** @enum {string} */
                            type: "WORKSPACE" | "MEETING" | "HOMEWORK";
                            desk: {
                                id: number;
                                name: string;
                            } | null;
                            room: {
                                id: number;
                                name: string;
                            } | null;
                            floor_name: string | null;
                            building_name: string | null;
                            created: string;
                        }[];
                        pending_bookings: {
                            id: number;
                            desk: {
                                id: number;
                                name: string;
                            } | null;
                            room: {
                                id: number;
                                name: string;
                            } | null;
                            date: string;
                            time: string;
                            start_time: string;
                            accepted: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUsersLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUsersAdfsAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorization_url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUsersAdfsLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    state: string;
                    iss?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBuildings: {
        parameters: {
            query?: {
                date_query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        desks: number;
                        reserved_count: number;
                        out_of_desk: number;
                        available: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBuildingsByIdFloors: {
        parameters: {
            query?: {
                date_query?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        building_id: number;
                        has_map: boolean;
                        desks: number;
                        reserved_count: number;
                        out_of_desk: number;
                        available: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getFloorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        building: {
                            id: number;
                            name: string;
                        };
                        map: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getFloorsByIdRooms: {
        parameters: {
            query?: {
                date_query?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rooms: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "WORKSPACE" | "MEETING";
                            floor_id: number;
                            desk_count: number;
                            reservations: number;
                            checkins: number;
                            x: number | null;
                            y: number | null;
                            desks: number;
                            reserved_count: number;
                            out_of_desk: number;
                            available: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBuildingsRoomsByIdDesks: {
        parameters: {
            query?: {
                date_query?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        desk_label: string;
                        reserved: boolean;
                        is_closed: boolean;
                        desk_color_map_pin: string;
                        user: {
                            id: number | null;
                            first_name: string;
                            last_name: string;
                        } | null;
                        x: number | null;
                        y: number | null;
                        room: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "WORKSPACE" | "MEETING";
                        };
                        floor: {
                            id: number;
                            name: string;
                        };
                        building: {
                            id: number;
                            name: string;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getFloorsByIdDesks: {
        parameters: {
            query?: {
                date_query?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        desk_label: string;
                        reserved: boolean;
                        is_closed: boolean;
                        desk_color_map_pin: string;
                        user: {
                            id: number | null;
                            first_name: string;
                            last_name: string;
                        } | null;
                        x: number | null;
                        y: number | null;
                        room: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "WORKSPACE" | "MEETING";
                        };
                        floor: {
                            id: number;
                            name: string;
                        };
                        building: {
                            id: number;
                            name: string;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getFloorsByIdMap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        map: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBuildingsDesksByIdMap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        map: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getFloorsByIdPlan: {
        parameters: {
            query: {
                v: string;
                sig: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The floor plan image (PNG, JPEG or SVG). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAutocompleteDesks: {
        parameters: {
            query?: {
                q?: string;
                building_id?: number | string;
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAutocompleteMeetingRooms: {
        parameters: {
            query?: {
                q?: string;
                building_id?: number | string;
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAutocompleteBuildings: {
        parameters: {
            query?: {
                q?: string;
                building_id?: number | string;
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postReportsUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postReportsDesks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            room_name: string;
                            floor_name: string;
                            building_name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postReportsMeetingRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    search?: string;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            room_name: string;
                            floor_name: string;
                            building_name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUsersRegisterQuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string | null;
                    last_name?: string | null;
                    email?: string | null;
                    company_name?: string | null;
                    phone_number?: string | null;
                    desk?: (number | null) | (string | null);
                    meeting_room?: (number | null) | (string | null);
                    date?: string | null;
                    time_start?: string | null;
                    time_end?: string | null;
                    visit_person?: (number | null) | (string | null);
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        checkin_id: number | null;
                        guest_name: string;
                        guest_company: string;
                        visit_person: {
                            id: number;
                            name: string;
                        };
                        desk: {
                            id: number;
                            name: string;
                        } | null;
                        meeting_room: {
                            id: number;
                            name: string;
                        } | null;
                        created: string;
                        deactivated_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUsersRegisterGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string | null;
                    last_name?: string | null;
                    email?: string | null;
                    company_name?: string | null;
                    phone_number?: string | null;
                    desk?: (number | null) | (string | null);
                    meeting_room?: (number | null) | (string | null);
                    date?: string | null;
                    time_start?: string | null;
                    time_end?: string | null;
                    visit_person?: (number | null) | (string | null);
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        checkin_id: number | null;
                        guest_name: string;
                        guest_company: string;
                        visit_person: {
                            id: number;
                            name: string;
                        };
                        desk: {
                            id: number;
                            name: string;
                        } | null;
                        meeting_room: {
                            id: number;
                            name: string;
                        } | null;
                        created: string;
                        deactivated_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUsersRegisterGuestDesks: {
        parameters: {
            query: {
                room: number | string;
                time_end: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        is_closed: boolean;
                        occupied: boolean;
                        booked: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postPublicRegisterGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string | null;
                    last_name?: string | null;
                    email?: string | null;
                    company_name?: string | null;
                    phone_number?: string | null;
                    desk?: (number | null) | (string | null);
                    meeting_room?: (number | null) | (string | null);
                    date?: string | null;
                    time_start?: string | null;
                    time_end?: string | null;
                    visit_person?: (number | null) | (string | null);
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        checkin_id: number | null;
                        guest_name: string;
                        guest_company: string;
                        visit_person: {
                            id: number;
                            name: string;
                        };
                        desk: {
                            id: number;
                            name: string;
                        } | null;
                        meeting_room: {
                            id: number;
                            name: string;
                        } | null;
                        created: string;
                        deactivated_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getPublicVisitPersons: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getNotifiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        desk: number;
                        created: string;
                        desk_info: {
                            id: number;
                            name: string;
                            desk_label: string;
                            reserved: boolean;
                            is_closed: boolean;
                            desk_color_map_pin: string;
                            user: {
                                id: number | null;
                                first_name: string;
                                last_name: string;
                            } | null;
                            x: number | null;
                            y: number | null;
                            room: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                type: "WORKSPACE" | "MEETING";
                            };
                            floor: {
                                id: number;
                                name: string;
                            };
                            building: {
                                id: number;
                                name: string;
                            };
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postNotifiersDeskById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        desk: number;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        desk: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteNotifiersDeskById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsCheckinDurations: {
        parameters: {
            query: {
                building_id?: number | string;
                floor_id?: number | string;
                room_id?: number | string;
                start_date: string;
                end_date: string;
                day_of_week?: number | string;
                checkin_type?: "WORKSPACE" | "MEETING";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        month: string;
                        average: number;
                        count: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsCheckinSummaries: {
        parameters: {
            query: {
                building_id?: number | string;
                floor_id?: number | string;
                room_id?: number | string;
                start_date: string;
                end_date: string;
                day_of_week?: number | string;
                checkin_type?: "WORKSPACE" | "MEETING";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        month: string;
                        count: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsActiveUsers: {
        parameters: {
            query: {
                building_id?: number | string;
                floor_id?: number | string;
                room_id?: number | string;
                start_date: string;
                end_date: string;
                day_of_week?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_users: number;
                        total_users: number;
                        checkins: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsLatestCheckins: {
        parameters: {
            query: {
                building_id?: number | string;
                floor_id?: number | string;
                room_id?: number | string;
                start_date: string;
                end_date: string;
                day_of_week?: number | string;
                checkin_type?: "WORKSPACE" | "MEETING";
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "WORKSPACE" | "MEETING";
                        user: {
                            id: number;
                            name: string;
                        } | null;
                        guest_name: string | null;
                        desk: {
                            id: number;
                            name: string;
                        } | null;
                        room: {
                            id: number;
                            name: string;
                        };
                        floor_name: string;
                        building_name: string;
                        created: string;
                        deactivated_at: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsNoShows: {
        parameters: {
            query: {
                building_id?: number | string;
                floor_id?: number | string;
                room_id?: number | string;
                start_date: string;
                end_date: string;
                day_of_week?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booked: number;
                        checked_in: number;
                        no_shows: number;
                        no_show_rate: number;
                        released_no_show: number;
                        released_unconfirmed: number;
                        cancelled: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsUserCounts: {
        parameters: {
            query?: {
                building_id?: number | string;
                floor_id?: number | string;
                room_id?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checked_in: number;
                        anonymous: number;
                        bhv_users: number;
                        by_status: {
                            /** @enum {string} */
                            status: "working_building" | "working_home" | "will_arrive" | "may_arrive" | "no_working";
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsRoomUsage: {
        parameters: {
            query: {
                building_id?: number | string;
                floor_id?: number | string;
                room_id?: number | string;
                start_date: string;
                end_date: string;
                day_of_week?: number | string;
                checkin_type?: "WORKSPACE" | "MEETING";
                sort?: "asc" | "desc";
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        room_id: number;
                        room_name: string;
                        /** @enum {string} */
                        room_type: "WORKSPACE" | "MEETING";
                        floor_name: string;
                        building_name: string;
                        last_month_usage: number;
                        bookings: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsDeskUsage: {
        parameters: {
            query: {
                building_id?: number | string;
                floor_id?: number | string;
                room_id?: number | string;
                start_date: string;
                end_date: string;
                day_of_week?: number | string;
                checkin_type?: "WORKSPACE" | "MEETING";
                sort?: "asc" | "desc";
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        room_id: number;
                        room_name: string;
                        floor_name: string;
                        building_name: string;
                        last_month_usage: number;
                        desk_id: number;
                        desk_name: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsQuestionnaires: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        questions: {
                            id: number;
                            title: string;
                            answers: {
                                id: number;
                                answer: string;
                                count: number;
                                is_custom: boolean;
                                additional_info: string[];
                            }[];
                        }[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCheckinsStats: {
        parameters: {
            query?: {
                sort?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start_date: string;
                    end_date: string;
                    /** @default 00:00 */
                    start_time?: string;
                    /** @default 23:59 */
                    end_time?: string;
                    building?: number | string;
                    floor?: number | string;
                    room?: number | string;
                    day_of_week?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: {
                            day: string;
                            count: number;
                            occupied_desks: number;
                        }[];
                        desks: number;
                        days: number;
                        checkins: number;
                        average_occupancy: number;
                        peak_occupancy: number;
                        peak_day: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupBuildings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        closing_time: string | null;
                        opens_at: string;
                        closes_at: string;
                        floor_count: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupBuildings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    booking_limit?: number | null;
                    closing_time?: string | null;
                    opens_at?: string;
                    closes_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        closing_time: string | null;
                        opens_at: string;
                        closes_at: string;
                        floor_count: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteSetupBuildingsById: {
        parameters: {
            query?: {
                release?: "true" | "false";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        released_bookings: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchSetupBuildingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    name?: string;
                    booking_limit?: number | null;
                    closing_time?: string | null;
                    opens_at?: string;
                    closes_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        closing_time: string | null;
                        opens_at: string;
                        closes_at: string;
                        floor_count: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putSetupBuildingsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        closing_time: string | null;
                        opens_at: string;
                        closes_at: string;
                        floor_count: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupBuildingsByIdFloors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        building_id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        map: string | null;
                        room_count: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupBuildingsByIdFloors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    booking_limit?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        building_id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        map: string | null;
                        room_count: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupFloorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        floor: {
                            id: number;
                            building_id: number;
                            name: string;
                            position: number;
                            booking_limit: number | null;
                            map: string | null;
                            room_count: number;
                            version: number;
                        };
                        building: {
                            id: number;
                            name: string;
                        };
                        rooms: {
                            id: number;
                            floor_id: number;
                            name: string;
                            /** @enum {string} */
                            type: "WORKSPACE" | "MEETING";
                            position: number;
                            capacity: number | null;
                            equipment: ("screen" | "video" | "whiteboard")[];
                            desk_count: number;
                            version: number;
                        }[];
                        desks: {
                            id: number;
                            room_id: number;
                            name: string;
                            label: string;
                            is_closed: boolean;
                            pin_color: string;
                            x: number | null;
                            y: number | null;
                            position: number;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteSetupFloorsById: {
        parameters: {
            query?: {
                release?: "true" | "false";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        released_bookings: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchSetupFloorsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    name?: string;
                    booking_limit?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        building_id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        map: string | null;
                        room_count: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putSetupFloorsByIdPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        building_id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        map: string | null;
                        room_count: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteSetupFloorsByIdPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        building_id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        map: string | null;
                        room_count: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putSetupBuildingsByIdFloorsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        building_id: number;
                        name: string;
                        position: number;
                        booking_limit: number | null;
                        map: string | null;
                        room_count: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupFloorsByIdRooms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        floor_id: number;
                        name: string;
                        /** @enum {string} */
                        type: "WORKSPACE" | "MEETING";
                        position: number;
                        capacity: number | null;
                        equipment: ("screen" | "video" | "whiteboard")[];
                        desk_count: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupFloorsByIdRooms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "WORKSPACE" | "MEETING";
                    capacity?: number | null;
                    equipment?: ("screen" | "video" | "whiteboard")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        floor_id: number;
                        name: string;
                        /** @enum {string} */
                        type: "WORKSPACE" | "MEETING";
                        position: number;
                        capacity: number | null;
                        equipment: ("screen" | "video" | "whiteboard")[];
                        desk_count: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteSetupRoomsById: {
        parameters: {
            query?: {
                release?: "true" | "false";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        released_bookings: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchSetupRoomsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    type?: "WORKSPACE" | "MEETING";
                    capacity?: number | null;
                    equipment?: ("screen" | "video" | "whiteboard")[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        floor_id: number;
                        name: string;
                        /** @enum {string} */
                        type: "WORKSPACE" | "MEETING";
                        position: number;
                        capacity: number | null;
                        equipment: ("screen" | "video" | "whiteboard")[];
                        desk_count: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putSetupFloorsByIdRoomsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        floor_id: number;
                        name: string;
                        /** @enum {string} */
                        type: "WORKSPACE" | "MEETING";
                        position: number;
                        capacity: number | null;
                        equipment: ("screen" | "video" | "whiteboard")[];
                        desk_count: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupRoomsByIdDesks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        room_id: number;
                        name: string;
                        label: string;
                        is_closed: boolean;
                        pin_color: string;
                        x: number | null;
                        y: number | null;
                        position: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupRoomsByIdDesks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    label?: string;
                    is_closed?: boolean;
                    pin_color?: string;
                    x?: number | null;
                    y?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        room_id: number;
                        name: string;
                        label: string;
                        is_closed: boolean;
                        pin_color: string;
                        x: number | null;
                        y: number | null;
                        position: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupRoomsByIdDesksBulk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    desks: {
                        name?: string;
                        label?: string;
                        x: number;
                        y: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        room_id: number;
                        name: string;
                        label: string;
                        is_closed: boolean;
                        pin_color: string;
                        x: number | null;
                        y: number | null;
                        position: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteSetupDesksById: {
        parameters: {
            query?: {
                release?: "true" | "false";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        released_bookings: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchSetupDesksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    label?: string;
                    is_closed?: boolean;
                    pin_color?: string;
                    x?: number | null;
                    y?: number | null;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        room_id: number;
                        name: string;
                        label: string;
                        is_closed: boolean;
                        pin_color: string;
                        x: number | null;
                        y: number | null;
                        position: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putSetupRoomsByIdDesksOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        room_id: number;
                        name: string;
                        label: string;
                        is_closed: boolean;
                        pin_color: string;
                        x: number | null;
                        y: number | null;
                        position: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupTimetables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        start_time: string;
                        end_time: string;
                        position: number;
                        version: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupTimetables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    start_time: string;
                    end_time: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        start_time: string;
                        end_time: string;
                        position: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteSetupTimetablesById: {
        parameters: {
            query?: {
                release?: "true" | "false";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        released_bookings: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchSetupTimetablesById: {
        parameters: {
            query?: {
                release?: "true" | "false";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    name?: string;
                    start_time?: string;
                    end_time?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        start_time: string;
                        end_time: string;
                        position: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupUsers: {
        parameters: {
            query?: {
                query?: string;
                status?: "active" | "inactive" | "all";
                page?: number | string;
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        results: {
                            id: number;
                            username: string;
                            email: string | null;
                            first_name: string;
                            last_name: string;
                            is_staff: boolean;
                            /** @enum {string} */
                            language: "en" | "nl";
                            is_active: boolean;
                            has_password: boolean;
                            future_bookings: number;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    /** Format: email */
                    email?: string | null;
                    first_name: string;
                    last_name: string;
                    /** @default false */
                    is_staff?: boolean;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "nl";
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        first_name: string;
                        last_name: string;
                        is_staff: boolean;
                        /** @enum {string} */
                        language: "en" | "nl";
                        is_active: boolean;
                        has_password: boolean;
                        future_bookings: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        first_name: string;
                        last_name: string;
                        is_staff: boolean;
                        /** @enum {string} */
                        language: "en" | "nl";
                        is_active: boolean;
                        has_password: boolean;
                        future_bookings: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchSetupUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    first_name?: string;
                    last_name?: string;
                    /** Format: email */
                    email?: string | null;
                    is_staff?: boolean;
                    /** @enum {string} */
                    language?: "en" | "nl";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        first_name: string;
                        last_name: string;
                        is_staff: boolean;
                        /** @enum {string} */
                        language: "en" | "nl";
                        is_active: boolean;
                        has_password: boolean;
                        future_bookings: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupUsersByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            username: string;
                            email: string | null;
                            first_name: string;
                            last_name: string;
                            is_staff: boolean;
                            /** @enum {string} */
                            language: "en" | "nl";
                            is_active: boolean;
                            has_password: boolean;
                            future_bookings: number;
                            version: number;
                        };
                        released_bookings: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupUsersByIdActivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        first_name: string;
                        last_name: string;
                        is_staff: boolean;
                        /** @enum {string} */
                        language: "en" | "nl";
                        is_active: boolean;
                        has_password: boolean;
                        future_bookings: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupUsersByIdPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        first_name: string;
                        last_name: string;
                        is_staff: boolean;
                        /** @enum {string} */
                        language: "en" | "nl";
                        is_active: boolean;
                        has_password: boolean;
                        future_bookings: number;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupUsersImportPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            line: number;
                            first_name: string;
                            last_name: string;
                            username: string;
                            email: string | null;
                            is_staff: boolean;
                            language: string;
                            problems: string[];
                        }[];
                        file_problems: string[];
                        valid: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSetupUsersImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupAudit: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                entity_type?: string;
                user_id?: number | string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: number;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            action: string;
                            entity_type: string;
                            entity_id: number | null;
                            details: {
                                [key: string]: unknown;
                            };
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSetupAuditFacets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        people: {
                            id: number;
                            name: string;
                        }[];
                        kinds: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsCheckinActivities: {
        parameters: {
            query: {
                start_date: string;
                end_date: string;
                start_time?: string;
                end_time?: string;
                room?: number | string;
                desk?: number | string;
                user?: number | string;
                guest?: boolean;
                period?: "all";
                limit?: number | string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkins: {
                            id: number;
                            desk: number | null;
                            desk_name: string | null;
                            room: number | null;
                            room_name: string | null;
                            /** @enum {string} */
                            type: "WORKSPACE" | "MEETING" | "HOMEWORK";
                            user: number | null;
                            user_name: string | null;
                            guest: boolean;
                            guest_name: string | null;
                            guest_company: string | null;
                            guest_email: string | null;
                            guest_phonenumber: string | null;
                            visit_person: string | null;
                            created: string;
                            deactivated_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsBookingsByScope: {
        parameters: {
            query: {
                start_date: string;
                end_date: string;
            };
            header?: never;
            path: {
                scope: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        month: number;
                        day: number;
                        building_id: number;
                        building_name: string;
                        booked_desks: number;
                        desks: number;
                        average: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReportsBookingsByScopeSummary: {
        parameters: {
            query: {
                start_date: string;
                end_date: string;
            };
            header?: never;
            path: {
                scope: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            user: number;
                            user_name: string;
                            total_desks: number;
                            total_bookings: number;
                        }[];
                        desks: {
                            desk: number;
                            desk__name: string;
                            total_users: number;
                            total_unique_users: number;
                        }[];
                        unique_users: number;
                        unique_desks: number;
                        total_bookings: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBookingListAll: {
        parameters: {
            query: {
                start_date: string;
                end_date: string;
                building?: number | string;
                floor?: number | string;
                room?: number | string;
                desk?: number | string;
                page?: number | string;
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page_size: number;
                        results: {
                            id: number;
                            date_start: string;
                            date_end: string;
                            date: string;
                            user_name: string;
                            location: {
                                id: number;
                                name: string;
                            }[];
                            created: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBookingDeskByIdTimetables: {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        desk_label: string;
                        is_closed: boolean;
                        room: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "WORKSPACE" | "MEETING";
                        };
                        floor: {
                            id: number;
                            name: string;
                        };
                        building: {
                            id: number;
                            name: string;
                        };
                        timetables: {
                            [key: string]: {
                                time: string;
                                timetable: {
                                    id: number;
                                    name: string;
                                };
                                exceeded_limit?: boolean;
                                active_checkin?: boolean;
                                used?: boolean;
                                reached_max_by_building?: boolean;
                                reached_max_by_floor?: boolean;
                                owner?: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBookingNew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    date: string;
                    room_id: number | string;
                    time_start: string;
                    time_end: string;
                    title?: string;
                    attendees?: number;
                } | {
                    date: string;
                    timetable_id: number | string;
                    desk_id: number | string;
                })[];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookings: {
                            id: number;
                            date: string;
                            time: string;
                            timetable_id: number | null;
                            desk_id: number | null;
                            room_id: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBookingRoomsAvailability: {
        parameters: {
            query: {
                date: string;
                building_id?: number;
                floor_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        max_minutes: number;
                        rooms: {
                            id: number;
                            name: string;
                            seats: number | null;
                            equipment: ("screen" | "video" | "whiteboard")[];
                            floor: {
                                id: number;
                                name: string;
                            };
                            building: {
                                id: number;
                                name: string;
                            };
                            opens_at: string;
                            closes_at: string;
                            occupied_now: boolean;
                            busy: {
                                start: string;
                                end: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBookingReservationsMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        list: {
                            [key: string]: {
                                id: number;
                                date: string;
                                time: string;
                                start_at: string;
                                end_at: string;
                                desk: {
                                    id: number;
                                    name: string;
                                } | null;
                                room: {
                                    id: number;
                                    name: string;
                                } | null;
                                timetable_id: number | null;
                                floor_name: string;
                                building_name: string;
                                title: string | null;
                                attendees: number | null;
                                open_confirmation: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "pending" | "waiting";
                                } | null;
                                series_id: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBookingRemindersByIdUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "pending" | "waiting";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteBookingReservationsDeleteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBookingSeriesPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start_date: string;
                    rrule: string;
                    place: {
                        room_id: number | string;
                        time_start: string;
                        time_end: string;
                        title?: string;
                        attendees?: number;
                    } | {
                        timetable_id: number | string;
                        desk_id: number | string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        occurrences: {
                            date: string;
                            /** @enum {string} */
                            state: "free" | "taken" | "over_limit" | "closed" | "later" | "past";
                            taken_by: string | null;
                            by_you: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBookingSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    start_date: string;
                    rrule: string;
                    place: {
                        room_id: number | string;
                        time_start: string;
                        time_end: string;
                        title?: string;
                        attendees?: number;
                    } | {
                        timetable_id: number | string;
                        desk_id: number | string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        series_id: number;
                        created: {
                            date: string;
                            booking_id: number;
                        }[];
                        skipped: {
                            date: string;
                            /** @enum {string} */
                            reason: "taken" | "over_limit" | "closed" | "past" | "deleted";
                        }[];
                        later: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBookingSeriesByIdEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    scope: "this" | "following" | "all";
                    date: string;
                    rrule?: string;
                    place?: {
                        room_id: number | string;
                        time_start: string;
                        time_end: string;
                        title?: string;
                        attendees?: number;
                    } | {
                        timetable_id: number | string;
                        desk_id: number | string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        series_id: number;
                        created: {
                            date: string;
                            booking_id: number;
                        }[];
                        skipped: {
                            date: string;
                            /** @enum {string} */
                            reason: "taken" | "over_limit" | "closed" | "past" | "deleted";
                        }[];
                        later: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBookingSeriesByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    scope: "this" | "following" | "all";
                    date: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelled: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBookingAway: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelled: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBookingRemindersByIdConfirm: {
        parameters: {
            query: {
                sig: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description GET: a page showing the reservation with a Confirm button, changing nothing; POST: confirms it and says so (JSON `{id, status}` to a client that asks for it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBookingRemindersByIdConfirm: {
        parameters: {
            query: {
                sig: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description GET: a page showing the reservation with a Confirm button, changing nothing; POST: confirms it and says so (JSON `{id, status}` to a client that asks for it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCheckins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    desk?: number;
                    room?: number;
                    /** @enum {boolean} */
                    homework?: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "WORKSPACE" | "MEETING" | "HOMEWORK";
                        desk: {
                            id: number;
                            name: string;
                        } | null;
                        room: {
                            id: number;
                            name: string;
                        } | null;
                        floor_name: string | null;
                        building_name: string | null;
                        created: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "WORKSPACE" | "MEETING" | "HOMEWORK";
                        desk: {
                            id: number;
                            name: string;
                        } | null;
                        room: {
                            id: number;
                            name: string;
                        } | null;
                        floor_name: string | null;
                        building_name: string | null;
                        created: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteCheckinsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCheckinsByIdGuestSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        deactivated_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                query?: string;
                is_bhv?: "true" | "false";
                include?: string;
                page?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        filtered_count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            username: string;
                            first_name: string;
                            last_name: string;
                            roles: string[];
                            profile: {
                                /** @enum {string} */
                                language: "en" | "nl";
                                thumb: string | null;
                                status: string | null;
                            };
                            anonymous: boolean;
                            is_bhv: boolean;
                            active_checkins: {
                                id: number;
                                /** @enum {string} */
                                type: "WORKSPACE" | "MEETING" | "HOMEWORK";
                                desk: {
                                    id: number;
                                    name: string;
                                } | null;
                                room: {
                                    id: number;
                                    name: string;
                                } | null;
                                floor_name: string | null;
                                building_name: string | null;
                                created: string;
                            }[];
                            pending_bookings: {
                                id: number;
                                desk: {
                                    id: number;
                                    name: string;
                                } | null;
                                room: {
                                    id: number;
                                    name: string;
                                } | null;
                                date: string;
                                time: string;
                                start_time: string;
                                accepted: boolean;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUsersDetailById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        first_name: string;
                        last_name: string;
                        roles: string[];
                        profile: {
                            /** @enum {string} */
                            language: "en" | "nl";
                            thumb: string | null;
                            status: string | null;
                        };
                        anonymous: boolean;
                        is_bhv: boolean;
                        active_checkins: {
                            id: number;
                            /** @enum {string} */
                            type: "WORKSPACE" | "MEETING" | "HOMEWORK";
                            desk: {
                                id: number;
                                name: string;
                            } | null;
                            room: {
                                id: number;
                                name: string;
                            } | null;
                            floor_name: string | null;
                            building_name: string | null;
                            created: string;
                        }[];
                        pending_bookings: {
                            id: number;
                            desk: {
                                id: number;
                                name: string;
                            } | null;
                            room: {
                                id: number;
                                name: string;
                            } | null;
                            date: string;
                            time: string;
                            start_time: string;
                            accepted: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMessages: {
        parameters: {
            query?: {
                page?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        unread_count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            kind: string;
                            title: string;
                            body: string;
                            data: {
                                [key: string]: unknown;
                            };
                            created: string;
                            read: boolean;
                            read_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMessagesUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMessagesReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                        unread_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        kind: string;
                        title: string;
                        body: string;
                        data: {
                            [key: string]: unknown;
                        };
                        created: string;
                        read: boolean;
                        read_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMessagesByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        kind: string;
                        title: string;
                        body: string;
                        data: {
                            [key: string]: unknown;
                        };
                        created: string;
                        read: boolean;
                        read_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUsersSelfEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        mail_enabled: boolean;
                        kinds: {
                            booking_made: boolean;
                            reminder: boolean;
                            booking_released: boolean;
                            desk_free: boolean;
                            guest_arrived: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putUsersSelfEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    booking_made?: boolean;
                    reminder?: boolean;
                    booking_released?: boolean;
                    desk_free?: boolean;
                    guest_arrived?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        mail_enabled: boolean;
                        kinds: {
                            booking_made: boolean;
                            reminder: boolean;
                            booking_released: boolean;
                            desk_free: boolean;
                            guest_arrived: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUsersSelfCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUsersSelfCalendarReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    "getCalendarByToken.ics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The iCalendar feed of the reservations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "NO_EXISTS" | "CONFLICT" | "ERROR_CONFLICT_BOOKING" | "RATE_LIMITED" | "BOOKING_PAST_DATE" | "BOOKING_OUT_OF_RANGE" | "DESK_CLOSED" | "BOOKING_LIMIT_REACHED" | "BOOKING_ENDED" | "CONFIRMATION_NOT_OPEN" | "DESK_OCCUPIED" | "CHECKIN_READ_ONLY" | "NOT_A_MEETING_ROOM" | "ROOM_BOOKING_GRID" | "ROOM_BOOKING_CLOSED" | "ROOM_BOOKING_TOO_LONG" | "ROOM_TOO_SMALL" | "FEATURE_DISABLED" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR" | "SSO_NOT_CONFIGURED" | "SSO_INVALID_STATE" | "SSO_EXCHANGE_FAILED" | "SSO_PROVIDER_UNAVAILABLE" | "SSO_NO_IDENTITY" | "SSO_ACCOUNT_DISABLED" | "NAME_TAKEN" | "HAS_FUTURE_BOOKINGS" | "INVALID_FILE" | "SLOT_OVERLAP" | "USERNAME_TAKEN" | "EMAIL_TAKEN" | "IMPORT_INVALID" | "CANNOT_CHANGE_SELF" | "NOT_A_GUEST" | "GUEST_ALREADY_LEFT" | "LINK_INVALID" | "SERIES_RULE_INVALID" | "SERIES_NO_END" | "SERIES_TOO_LONG" | "DATE_RANGE_REVERSED";
                        message: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
}
